<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <source>No OpenGL context could be created.</source>
        <extracomment>Test hook: when set, the OpenGL check fails with this text as the reason. Benchmark hook: when set, print &quot;first-frame &lt;time.time()&gt;&quot; at the first painted frame and quit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The OpenGL context could not be made current.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenGL 2.1 or newer is needed; this system has %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop needs OpenGL to draw the table, and none is available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 3D table could not be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Children (no patterns; raising saves spheres)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard (squares of your colour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mature (squares and lines of your colour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>circle</source>
        <extracomment>the game box: each game&apos;s title (context &quot;Games&quot;, shared with the model&apos;s specs)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First to move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s name; empty: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pawn shape: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of PILUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of Pylos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop %1&lt;/h3&gt;&lt;p&gt;Pylos and PILUS on a 3D table.&lt;/p&gt;&lt;p&gt;Pylos is a game published by Gigamic. PILUS is a game by Kris J Wolff.&lt;/p&gt;&lt;p&gt;Made with Qt for Python, pyqtgraph and PyOpenGL.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>The file could not be read.</source>
        <extracomment>every code :class:`GameFileError` can carry</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged or is not a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was saved by a newer version of the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game is incomplete or damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 (%2) in the saved game is not legal.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>move %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Pylos</source>
        <extracomment>strengths a computer seat may carry: ``&quot;computer:&lt;level&gt;&quot;`` (plain ``&quot;computer&quot;``: medium) translated with context &quot;Games&quot; when shown seat codes, in seat order (Pylos: ``(&quot;light&quot;, &quot;dark&quot;)``)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PILUS</source>
        <extracomment>pawn shapes, by seat</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>Tile %1 (key %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⟲ Turn left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the tile a quarter counter-clockwise (Q)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn right ⟳</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the tile a quarter clockwise (E, Space, Ctrl+wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageManager</name>
    <message>
        <source>System</source>
        <extracomment>the languages of the interface (and of the rules texts), English the source language translated from the sources (the .ts files that must be complete) the pseudo-locale for layout checks: every string accented and 40 % longer each language&apos;s name in that language (never translated) how many plural forms each language&apos;s .ts must carry</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Could not open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light reserve:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark reserve:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back only the one sphere chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start turn &amp;again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the clicks of this turn (Escape)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any move can be typed in the notation of the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game, its options and the players, and start it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game in a new file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the move taken back again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the app; the game is kept for next time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table from the start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Top View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look straight down on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PILUS: &amp;Plain Rulebook Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: colour-blind-friendly colours with a mark on each square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of the game on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About this app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a turn, e.g. BYGN@2,0 p3,1 or pass, then Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a move, e.g. 1b2 or 1a1-2b2, then Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Resume the unfinished game? (%n move(s) played)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a move. Write e.g. 1b2, 1a1-2b2 or 2b2x2b2x1c3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such place. Places run from 1a1 to 4a1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sphere cannot go there: the place is taken or not fully supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your reserve is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can only raise one of your own spheres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That sphere is not free: another sphere rests on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A raised sphere must go to a higher level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That sphere supports the place you want to raise it to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You completed a pattern: take back one or two of your free spheres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may only take spheres back after completing a pattern.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may take back at most two spheres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can only take back your own spheres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can only take back a free sphere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot take back the same sphere twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: it is the computer&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a PILUS turn. Write e.g. BYGN@2,0 p3,1, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile shows blue (B), yellow (Y), grey (G) and green (N) once each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your tiles can be laid: you must pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can lay a tile, so you cannot pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no such tile in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile on the table must touch the tiles already laid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too little support: at least 3 of the 4 squares must rest on one level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile may not rest on a single tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles cannot go higher than level 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour match short: on level %1, at least %2 squares must match the colours below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That would cover a region protected by another player&apos;s pawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That would merge two pawns&apos; regions into one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pawn can go onto the new tile or one step to a covered neighbouring cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pawn cannot enter a region holding another pawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged or is not a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was saved by a newer version of the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game is incomplete or damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 (%2) in the saved game is not legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move in the saved game is not legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game file could not be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over. Start a new game from the Game menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play: place a sphere from the reserve, or click one of your free spheres to raise it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: click a highlighted place to raise the sphere to, or Escape to choose again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 completed a pattern: click one or two of your glowing spheres to take them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: take back a second sphere, or press Done to keep it at one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: the same position occurred three times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins by crowning the pyramid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins: %2&apos;s reserve is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour match short: too few squares match the colours below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: choose a tile, turn it (Q/E, Ctrl+wheel or the buttons) and click the table where the green ghost shows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: click a glowing cell to move your pawn there, or Stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot lay any tile: press Pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Final scores: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>Moves</source>
        <extracomment>computes ``tooltip`` in the current language (the move list asks at display time, so a language switch shows at once); not part of equality</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pilus</name>
    <message>
        <source>Orange</source>
        <extracomment>pawn colours, colour-blind safe (Okabe-Ito) and apart from the tile palette</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vermillion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lays %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, pawn to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left to draw</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>None of these tiles fits anywhere on the table: press Pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden until %1 is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles in hand — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turn: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turn: %1 passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 scores %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PilusPanel</name>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the pawn where it is and end the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your tiles can be laid anywhere: pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the tile &amp;back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the tile up again and lay it elsewhere (Escape)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass to %1 — click when ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1: show my tiles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pylos</name>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 raises %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, takes back %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
