// Preloaded into a bench server (NODE_OPTIONS="--expose-gc --require …"): a full garbage
// collection on SIGWINCH (ignored by default; the server's graceful close takes SIGUSR2), so two memory readings compare live memory, not collection timing.
process.on('SIGWINCH', () => {
  if (typeof global.gc === 'function') global.gc();
});
