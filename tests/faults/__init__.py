"""The fault kit: what the person's computer can do to the app, each case run against the app's
own code paths (the window's, under Xvfb, where the path is the window's; the model's where it is
not), each asserting a clear message that names what was wrong, the person's game still there and
not overwritten, and no crash. Fast, no root and no real mount: a full or read-only disk is the
OS's answer faked at the one place the app writes (:mod:`.conftest`'s ``disk_fault``).

Here:

* ``test_disk.py``: a full disk (ENOSPC) on Save and on the autosave, a read-only save folder
  (EROFS), a folder the person may not write (EACCES), every autosave slot held by other running
  instances.
* ``test_saves.py``: a save whose declared result contradicts its moves, a PILUS save laying a
  tile that does not exist, a huge move list, a save that is a symlink to ``/dev/zero`` or to a
  huge file.
* ``test_names.py``: odd file names (combining marks, right-to-left text, emoji, names too long
  for the disk, bytes that are not UTF-8) and texts (a lone surrogate escape) in saves, from the
  command line too; a bad file given on the command line.
* ``test_settings_faults.py``: a settings file that is garbage, an unknown language in it.

Covered elsewhere, not repeated here:

* an unwritable settings folder: ``tests/model/test_settings.py``
  (``test_unwritable_folder_keeps_working_in_memory``) and, in the window,
  ``tests/view/test_main_window.py`` (``test_a_failed_settings_write_is_shown_once_with_its_folder``);
* an unwritable autosave folder: ``tests/model/test_autosave.py``
  (``test_unwritable_autosave_reported_once_and_play_goes_on``) and
  ``tests/view/test_main_window.py`` (``test_a_failed_autosave_is_shown_once_with_its_folder``);
* an unwritable translations cache: ``tests/i18n/test_unwritable_cache.py``;
* a second instance: ``tests/model/test_autosave.py`` (``test_two_instances_never_share_a_slot``,
  ``test_a_slot_locked_by_another_process_is_left_alone``) and
  ``tests/test_app_start.py`` (``test_opening_a_file_keeps_the_unfinished_autosaved_game``);
* a save that is damaged, truncated, not JSON, of a newer version, with a bad field or an
  illegal move, a FIFO, a folder, ``/dev/zero`` itself, over the size cap, a path with a NUL, a
  lone surrogate and a name that is not UTF-8 at the model's level, a failed rename keeping the
  old file, a killed write's leftovers: ``tests/model/test_game_files.py``;
* the messages' texts for every code: ``tests/model/test_file_error_texts.py``; the dialog's
  width and its details: ``tests/view/test_file_errors.py``;
* a computer or a hint that fails: ``tests/view/test_failures_shown.py``.
"""
