"""Package list for setuptools; everything else is in pyproject.toml.

``find`` only sees folders, so it cannot see ``tabletop_gui.resources``: that package is the
top-level ``resources/`` folder, mapped by ``package-dir`` in pyproject.toml. It is added here,
as is ``tabletop_gui.translations`` (the top-level ``translations/`` folder).
"""

from setuptools import find_packages, setup

setup(packages=find_packages(include=["tabletop_gui", "tabletop_gui.*"])
      + ["tabletop_gui.resources", "tabletop_gui.translations"])
