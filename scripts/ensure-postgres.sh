#!/usr/bin/env bash
# CI's race tests need a PostgreSQL server (PGlite runs one transaction at a time, so a race
# cannot happen there). Makes one answer on 127.0.0.1:5432: starts an installed cluster, or
# installs Debian's postgresql (root or password-less sudo) and lets the local test user in
# without a password. Exits non-zero, saying why, when it cannot.
set -euo pipefail
ready() { command -v pg_isready >/dev/null 2>&1 && pg_isready -h 127.0.0.1 -p 5432 -q; }
ready && exit 0
if [ "$(id -u)" = 0 ]; then sudo=""; elif sudo -n true 2>/dev/null; then sudo="sudo -n"; else
  echo "No PostgreSQL server answers on 127.0.0.1:5432, and installing one needs root: run 'sudo apt-get install postgresql'." >&2
  exit 1
fi
if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /etc/postgresql 2>/dev/null)" ]; then
  echo "Installing Debian's postgresql for the race tests..."
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
fi
version="$(ls /etc/postgresql | sort -V | tail -n 1)"
hba="/etc/postgresql/$version/main/pg_hba.conf"
# A throwaway test server: the postgres user connects over loopback without a password.
if ! $sudo grep -q "^host all postgres 127.0.0.1/32 trust" "$hba"; then
  $sudo sed -i "1i host all postgres 127.0.0.1/32 trust" "$hba"
fi
$sudo pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null ||
  $sudo pg_ctlcluster --skip-systemctl-redirect "$version" main reload
for _ in $(seq 1 30); do
  ready && exit 0
  pg_isready -h 127.0.0.1 -p 5432 -t 1 -q || true
done
echo "PostgreSQL $version was installed but does not answer on 127.0.0.1:5432." >&2
exit 1
