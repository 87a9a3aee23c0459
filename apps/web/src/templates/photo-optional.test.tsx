import { render, screen } from '@testing-library/react';
import { PHOTO_ASPECT, TEMPLATE_STYLE_NAMES } from '@vita/shared/constants';
import { buildResumeDocument, type StoredResumeParts, twoPageSampleParts } from '@vita/shared/resume';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_COMPONENTS, templateShowsPhoto } from './registry';

const PHOTO =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGBgcHBwc=';
const NOW = new Date(2026, 10, 22);
const docOf = (parts: StoredResumeParts) => buildResumeDocument(parts, { locale: 'de', now: NOW });

describe.each(TEMPLATE_STYLE_NAMES)('template %s', (styleName) => {
  const Template = TEMPLATE_COMPONENTS[styleName];

  it('looks finished without a photo: no image, no empty photo frame', () => {
    const { container } = render(<Template doc={docOf({ ...twoPageSampleParts, photo: null })} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[class*="photo"]')).toBeNull();
    expect(screen.queryByRole('img', { name: /Foto/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Lena Schäfer' })).toBeTruthy();
    expect(container.textContent).toContain('lena.schaefer@example.de');
  });

  it('labels the profile link by its network, so "Profil" heads only the summary', () => {
    const { container } = render(<Template doc={docOf(twoPageSampleParts)} />);
    const text = container.textContent ?? '';
    expect(text).toContain('LinkedIn');
    expect(text.match(/Profil(?!e)/g)).toHaveLength(1);
  });
});

describe.each(TEMPLATE_STYLE_NAMES.filter(templateShowsPhoto))('photo template %s', (styleName) => {
  it('frames a photo in portrait, 35 × 45 mm', () => {
    const Template = TEMPLATE_COMPONENTS[styleName];
    render(<Template doc={docOf({ ...twoPageSampleParts, photo: PHOTO })} />);
    const photo = screen.getByRole('img', { name: 'Foto von Lena Schäfer' });
    const [width, height] = photo.style.aspectRatio.split('/').map(Number);
    expect(width).toBe(35);
    expect(height).toBe(45);
    expect((width ?? 0) / (height ?? 1)).toBe(PHOTO_ASPECT);
  });
});

describe('Porträt (monogram) initials', () => {
  const Portrait = TEMPLATE_COMPONENTS.styleTempFour;

  it('shows the initials badge when there is no photo', () => {
    const { container } = render(<Portrait doc={docOf({ ...twoPageSampleParts, photo: null })} />);
    expect(container.querySelector('.mg-monogram')?.textContent).toBe('LS');
  });

  it('shows the photo instead of the initials when there is one', () => {
    const { container } = render(<Portrait doc={docOf({ ...twoPageSampleParts, photo: PHOTO })} />);
    expect(container.querySelector('.mg-monogram')).toBeNull();
    expect(screen.getByRole('img', { name: 'Foto von Lena Schäfer' })).toBeTruthy();
  });
});
