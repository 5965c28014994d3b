#!/usr/bin/env bash
# Installs the Debian/Ubuntu system packages the app and its tests need: Python with venv,
# the X11/xcb libraries Qt's xcb platform plugin loads, Mesa's OpenGL/EGL drivers and Xvfb
# (a virtual screen for the tests). Safe to run again; uses sudo only when not root.
set -euo pipefail
packages=(
    python3 python3-venv python3-pip
    xvfb xauth
    libgl1 libegl1 libglx-mesa0 libgl1-mesa-dri libopengl0
    libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0
    libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xinerama0
    libxcb-xkb1 libxcb-xfixes0 libx11-xcb1 libxrender1 libxi6
    libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0 fonts-dejavu-core
)
run=()
if [ "$(id -u)" -ne 0 ]; then run=(sudo); fi
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all system packages present"
    exit 0
fi
echo "install-deps: installing ${missing[*]}"
"${run[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${run[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
