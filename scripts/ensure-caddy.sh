#!/usr/bin/env bash
# The proxy tests (server/deploy/caddy.test.ts) run deploy/Caddyfile under Debian's Caddy.
# Installs it when missing and we may (root, or sudo without a password); else says how.
set -euo pipefail
command -v caddy >/dev/null && exit 0
if [ "$(id -u)" = 0 ]; then sudo=""; elif sudo -n true 2>/dev/null; then sudo="sudo -n"; else
  echo "Caddy is missing: install it with 'sudo apt-get install caddy'." >&2
  exit 1
fi
echo "Installing Debian's caddy for the proxy tests..."
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq caddy >/dev/null
# The tests run their own Caddy: the packaged service is not needed (it may not start here).
$sudo systemctl disable --now caddy >/dev/null 2>&1 || true
command -v caddy >/dev/null
