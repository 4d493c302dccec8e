"""Files the game ships inside its package: the application icon.

They are found beside this module's file, as the sounds and the translations are, so a pip
install, an editable checkout and a PyInstaller bundle (which keeps the package's data files
at the same relative place) all load them the same way (``importlib.resources`` would cost
the start-up ~5 ms of imports for nothing these three need).
``packaging/make_icons.py`` renders the PNG sizes from the SVG; the window, the ``.desktop``
file and the installers use the same files.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # PySide6 is imported only when an icon is asked for
    from PySide6.QtGui import QIcon

#: Reverse-DNS application id: the ``.desktop`` file's name, the AppStream id and the icon
#: name in the freedesktop icon theme. ``QGuiApplication.setDesktopFileName(APP_ID)`` lets
#: Wayland and X11 desktops match the window to its menu entry.
APP_ID = "io.github.ginrummy_desktop"

#: The PNG sizes rendered from the SVG (the hicolor theme's usual application sizes).
ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)

ICON_BASENAME = "ginrummy-desktop"


def icons_dir() -> Path:
    """The folder holding ``ginrummy-desktop.svg`` and ``ginrummy-desktop-<size>.png``."""
    return Path(__file__).resolve().parent / "icons"


def icon_svg_path() -> Path:
    """The scalable source of the application icon."""
    return icons_dir() / f"{ICON_BASENAME}.svg"


def icon_png_path(size: int) -> Path:
    """The application icon rendered at ``size`` × ``size`` pixels (one of ``ICON_SIZES``)."""
    if size not in ICON_SIZES:
        raise ValueError(f"no {size}px icon; sizes are {ICON_SIZES}")
    return icons_dir() / f"{ICON_BASENAME}-{size}.png"


def app_icon() -> QIcon:
    """The application icon with every PNG size, for ``QApplication.setWindowIcon``.

    PNGs rather than the SVG: they need no image-format plugin, and the small sizes are
    the ones the taskbar and title bar actually use. Needs a ``QGuiApplication`` (or
    ``QApplication``) to exist only when the icon is painted, not when it is built.
    """
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for size in ICON_SIZES:
        path = icon_png_path(size)
        if path.is_file():
            icon.addFile(str(path), QSize(size, size))
    return icon
