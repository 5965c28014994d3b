"""The Qt model layer (QtCore/QtGui, no widgets): game model, move list, AI worker, save/load."""
