#!/usr/bin/env bash
# Makes sure the end-to-end tests have their browser before `npm test` runs them (package.json's pretest and
# pretest:e2e). The browser is CHROMIUM_PATH when set (tests/e2e/support/browser.ts reads the same variable),
# else /usr/bin/chromium. When it is missing and this runs as root, Debian's chromium package is installed
# without questions; otherwise the run stops at once with the one command to run.
set -euo pipefail

BROWSER="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$BROWSER" ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing at $BROWSER: installing Debian's chromium package for the end-to-end tests…" >&2
  if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; then
    [ -x "$BROWSER" ] && exit 0
    echo "chromium is installed, but $BROWSER is still missing: set CHROMIUM_PATH to the Chromium binary." >&2
  else
    echo "apt-get could not install chromium (see above); install it by hand: apt-get install -y chromium" >&2
  fi
  exit 1
fi

echo "The end-to-end tests need Chromium at $BROWSER. Install it, then run npm test again:" >&2
echo "  sudo apt-get install -y chromium" >&2
echo "(or set CHROMIUM_PATH to a Chromium binary you already have)" >&2
exit 1
