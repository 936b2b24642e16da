#!/bin/bash
# Installs the given Debian packages (the benchmarks' own tools and peers, which
# are not in scripts/install-deps.sh), refreshing the package lists first so
# that a fresh machine can install them; as root or through sudo.
#   bench/install-packages.sh PACKAGE...
set -euo pipefail
[ $# -gt 0 ] || exit 0
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
export DEBIAN_FRONTEND=noninteractive
as_root apt-get update
as_root apt-get install -y --no-install-recommends "$@"
