# What .ci/run needs before it installs anything, as functions (sourced by .ci/run, and by
# tests/unit/ciRun.test.ts, which calls them one by one). Each failure is one sentence on stderr
# saying what to do, and status 1.

# The Chromium the end-to-end tests launch (tests/e2e/browser.ts, the same rule): $CHROMIUM_PATH,
# else Debian's /usr/bin/chromium. An empty CHROMIUM_PATH counts as unset.
chromium_path() {
  printf '%s\n' "${CHROMIUM_PATH:-/usr/bin/chromium}"
}

# Node.js 20.19 or later (package.json "engines"; npm would only warn).
need_node() {
  local version major minor
  if ! version="$(node --version 2>/dev/null)"; then
    echo ".ci/run: Node.js is not installed: install Node 20.19 or later (https://nodejs.org, or your system's packages)" >&2
    return 1
  fi
  IFS=. read -r major minor _ <<<"${version#v}"
  if ! [[ "$major" =~ ^[0-9]+$ && "$minor" =~ ^[0-9]+$ ]] || ((major < 20 || (major == 20 && minor < 19))); then
    echo ".ci/run: Node $version is too old: this project needs Node 20.19 or later (https://nodejs.org)" >&2
    return 1
  fi
}

# The Chromium at $1 (chromium_path). playwright-core never downloads a browser of its own, and
# a `chromium` elsewhere on the PATH is not the one launched, so the check is on that very file.
# Missing: as root, Debian's package is installed; otherwise one sentence says what to do.
need_chromium() {
  local chromium="$1"
  [ -x "$chromium" ] && return 0
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    echo ".ci/run: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file: point it to a Chromium, or unset it to use /usr/bin/chromium" >&2
    return 1
  fi
  if [ "$(id -u)" != 0 ]; then
    echo ".ci/run: Chromium is not installed at $chromium: install the Debian package chromium (as root: apt-get install chromium), or set CHROMIUM_PATH to a Chromium" >&2
    return 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q chromium
}

# zbarimg (Debian's zbar-tools), the QR code reader the end-to-end tests decode the bomb page's
# "Expert's manual on a phone" code with (tests/e2e/twoDevices.test.ts). Missing: as root, the
# package is installed; otherwise one sentence says what to do.
need_zbarimg() {
  command -v zbarimg >/dev/null 2>&1 && return 0
  if [ "$(id -u)" != 0 ]; then
    echo ".ci/run: zbarimg is not installed: install the Debian package zbar-tools (as root: apt-get install zbar-tools)" >&2
    return 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q zbar-tools
}
