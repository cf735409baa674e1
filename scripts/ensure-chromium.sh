#!/usr/bin/env bash
# Browser tests use Debian's Chromium (Playwright's own browser download is not reachable from these machines),
# and CJK fonts so that Chinese and Japanese screenshots show text rather than empty boxes.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need+=(fonts-noto-cjk)
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing ${need[*]} for the browser tests…"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
command -v chromium
