#!/usr/bin/env bash
# Makes sure the Chromium the end-to-end tests drive is present. Debian's package only: no tool
# downloads its own browser. CHROME_PATH overrides the default /usr/bin/chromium.
set -euo pipefail

chrome="${CHROME_PATH:-/usr/bin/chromium}"

if [ -x "$chrome" ]; then
  exit 0
fi

if [ -n "${CHROME_PATH:-}" ]; then
  echo "CHROME_PATH=$CHROME_PATH does not point at an executable Chromium." >&2
  exit 1
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $chrome: installing Debian's chromium package..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends chromium
  if [ -x "$chrome" ]; then
    exit 0
  fi
  echo "apt-get installed chromium, but $chrome is still missing." >&2
  exit 1
fi

cat >&2 <<EOF
Chromium is needed for the end-to-end tests and was not found at $chrome.
Install it (Debian/Ubuntu: sudo apt-get install chromium) or point CHROME_PATH at a
Chromium or Chrome executable, then run the tests again.
EOF
exit 1
