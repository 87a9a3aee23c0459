import { SIGNATURE_COLOURS } from '@vita/shared/resume';
import { type RefObject, useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { CANVAS_SIZE, type InkColour } from './signature-values';

/**
 * The picture keeps twice the spec's 420×105 whatever the screen, so a signature drawn on a phone
 * (where the canvas is narrower) is as sharp as one drawn on a desktop.
 */
const PIXELS = { width: CANVAS_SIZE.width * 2, height: CANVAS_SIZE.height * 2 };

interface DrawingCanvasProps {
  /** The saved drawing (PNG data URL), shown when the canvas opens. */
  initial: string;
  colour: InkColour;
  label: string;
  describedBy: string;
  /** After each stroke: the drawing as a PNG data URL. */
  onDraw: (dataUrl: string) => void;
  /** Gets the function that clears the canvas (the 'Löschen' button sits outside). */
  clearRef: RefObject<(() => void) | null>;
}

/** Maps the canvas's CSS size onto its fixed pixels; signature_pad draws in CSS pixels. */
function fitTransform(canvas: HTMLCanvasElement): { width: number; height: number } {
  const width = canvas.clientWidth || CANVAS_SIZE.width;
  const height = canvas.clientHeight || CANVAS_SIZE.height;
  canvas.getContext('2d')?.setTransform(PIXELS.width / width, 0, 0, PIXELS.height / height, 0, 0);
  return { width, height };
}

/** Re-inks what is drawn (a drawing loaded as a picture has no strokes to re-colour). */
function recolour(canvas: HTMLCanvasElement, ink: string): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalCompositeOperation = 'source-in';
  context.fillStyle = ink;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.restore();
}

/** The drawing field of the 'Unterschreiben' tab, on signature_pad 5. */
export function DrawingCanvas({ initial, colour, label, describedBy, onDraw, clearRef }: DrawingCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onDrawRef = useRef(onDraw);
  onDrawRef.current = onDraw;
  const initialRef = useRef(initial);
  const colourRef = useRef(colour);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    canvas.width = PIXELS.width;
    canvas.height = PIXELS.height;
    const size = fitTransform(canvas);
    const pad = new SignaturePad(canvas, {
      penColor: SIGNATURE_COLOURS[colourRef.current],
      minWidth: 0.8,
      maxWidth: 2.6,
    });
    padRef.current = pad;
    if (initialRef.current) void pad.fromDataURL(initialRef.current, { ratio: 1, ...size });
    pad.addEventListener('endStroke', () => onDrawRef.current(pad.toDataURL('image/png')));
    clearRef.current = () => {
      pad.clear();
      onDrawRef.current('');
    };
    // The canvas narrows on small screens: keep strokes under the pointer.
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => fitTransform(canvas));
    observer?.observe(canvas);
    return () => {
      observer?.disconnect();
      pad.off();
      padRef.current = null;
      clearRef.current = null;
    };
  }, [clearRef]);

  useEffect(() => {
    if (colour === colourRef.current) return;
    colourRef.current = colour;
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas) return;
    const ink = SIGNATURE_COLOURS[colour];
    pad.penColor = ink;
    if (pad.isEmpty()) return;
    recolour(canvas, ink);
    onDrawRef.current(pad.toDataURL('image/png'));
  }, [colour]);

  return (
    <canvas
      ref={canvasRef}
      className="sig-canvas"
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
    />
  );
}
