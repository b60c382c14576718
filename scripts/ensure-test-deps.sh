#!/usr/bin/env bash
# Installs what this test run needs and the machine lacks: Debian's Chromium for the browser journeys,
# poppler's pdftoppm for the exposé's page images, GDAL's ogrinfo/ogr2ogr (the OGC API read by a real GIS client,
# src/server/ogc/gdal.test.ts), and PostGIS only when the DB suites also run on a real
# PostgreSQL server (TEST_DATABASE_URL). Needs root for apt-get; without it, it says what is missing and stops.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
command -v ogrinfo >/dev/null 2>&1 || missing+=(gdal-bin)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  ls /usr/share/postgresql/*/extension/postgis.control >/dev/null 2>&1 || missing+=(postgresql-15-postgis-3)
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need these Debian packages: ${missing[*]} (run: sudo apt-get install ${missing[*]})" >&2
  exit 1
fi
echo "Installing ${missing[*]} for the tests ..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
