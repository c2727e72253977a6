#!/bin/sh
# Installs the Debian 12 packages LayerKit needs, from the one list in scripts/packages/:
#   scripts/setup.sh          what building and running layerdemos needs (build.txt)
#   scripts/setup.sh --tests  that and what the tests need (test.txt)
# Run as root (or with sudo). Swift itself is not a Debian package: install it first.
set -eu
here=$(dirname "$0")
lists="$here/packages/build.txt"
[ "${1:-}" = "--tests" ] && lists="$lists $here/packages/test.txt"
packages=$(cat $lists | sed 's/#.*//' | tr -s ' \n' ' ')
apt-get update
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $packages
