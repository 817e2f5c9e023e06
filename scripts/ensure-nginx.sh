#!/usr/bin/env bash
# Makes sure Debian's nginx is present for `npm run test:services` (the proxy topology of
# docs/DEPLOY.md). NGINX_PATH overrides the default /usr/sbin/nginx. The package's own service is
# not started: the test runs nginx itself, on a free port.
set -euo pipefail

nginx="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$nginx" ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx not found at $nginx: installing Debian's nginx-light package..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  # policy-rc.d 101: the package must not start its own nginx on port 80.
  printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  apt-get install -y --no-install-recommends nginx-light
  rm -f /usr/sbin/policy-rc.d
  [ -x "$nginx" ] && exit 0
fi
echo "nginx is needed for test/services/proxy-topology.test.ts and was not found at $nginx." >&2
exit 1
