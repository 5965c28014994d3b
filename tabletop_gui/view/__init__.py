"""Widgets and OpenGL: the 3D table, the main window, dialogs."""
