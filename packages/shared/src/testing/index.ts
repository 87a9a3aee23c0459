/** Test and benchmark helpers (Node only): never imported by the web app or the server's code. */

export * from './first-load-js';
export * from './pdf-read';
export * from './server-process';
export * from './smtp-server';
export * from './store-resume-parts';
