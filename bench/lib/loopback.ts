// Source addresses for load generators: Linux routes all of 127.0.0.0/8 to loopback, so a client
// socket may bind any of them. Spreading requests over many addresses keeps the server's per-IP
// limits (600 API requests a minute, 100 streams) from hiding the figure being measured.

/** The n-th address of a block: `127.<block>.<hi>.<lo>`, skipping .0 and .255. */
export function loopbackAddress(block: number, n: number): string {
  const hi = Math.floor(n / 254) % 254;
  const lo = (n % 254) + 1;
  return `127.${block}.${hi + 1}.${lo}`;
}
