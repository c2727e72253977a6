#!/usr/bin/env bash
# Runs .ci/run on a fresh Debian 12 (bookworm) made with debootstrap, so the README's install
# step is all that stands between a new machine and a green test run: no font, package or file
# of this machine leaks in. Needs root, debootstrap and Debian's mirror; Swift's toolchain is
# bind-mounted from /opt/swift (with /opt/swift-packages, where this workplace mirrors the
# Swift packages Package.swift names), and only Swift's own prerequisites are installed
# beside it, as a machine "with Swift 6 installed" has them.
#   sudo scripts/fresh-machine-check.sh [WORKDIR]     (default /tmp/layerkit-fresh)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd -P)
work=${1:-/tmp/layerkit-fresh}
root=$work/root
mkdir -p "$work"
if [ ! -x "$root/bin/bash" ]; then
    debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian
fi
mountpoint -q "$root/proc" || mount -t proc proc "$root/proc"
mountpoint -q "$root/dev" || mount --rbind /dev "$root/dev"
for d in /opt/swift /opt/swift-packages; do
    [ -d "$d" ] || continue
    mkdir -p "$root$d"
    mountpoint -q "$root$d" || mount --bind "$d" "$root$d"
done
[ -f /etc/gitconfig ] && cp /etc/gitconfig "$root/etc/gitconfig"
cp /etc/resolv.conf "$root/etc/resolv.conf"
# Swift's own prerequisites on Debian 12 (what swift.org lists), not the project's.
chroot "$root" /bin/bash -c "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    binutils binutils-gold gcc git libc6-dev libcurl4-openssl-dev libedit2 libgcc-12-dev libpython3-dev libsqlite3-0 \
    libstdc++-12-dev libxml2-dev libncurses-dev libz3-dev tzdata unzip zlib1g-dev ca-certificates" >/dev/null
rm -rf "$root/root/LayerKit"
git clone -q "$repo" "$root/root/LayerKit"
chroot "$root" /usr/bin/env -i HOME=/root PATH=/opt/swift/usr/bin:/usr/sbin:/usr/bin:/sbin:/bin CI=true LANG=C.UTF-8 \
    /bin/bash -c "cd /root/LayerKit && bash .ci/run"
