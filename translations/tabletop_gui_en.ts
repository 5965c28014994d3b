<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <source>Wins in %n turn(s)</source>
        <translation>
            <numerusform>Wins in %n turn</numerusform>
            <numerusform>Wins in %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loses in %n turn(s)</source>
        <translation>
            <numerusform>Loses in %n turn</numerusform>
            <numerusform>Loses in %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ContinueCard</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n people</source>
        <translation>
            <numerusform>%n person</numerusform>
            <numerusform>%n people</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message numerus="yes">
        <source>The game lasted %n move(s).</source>
        <translation>
            <numerusform>The game lasted %n move.</numerusform>
            <numerusform>The game lasted %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintPresenter</name>
    <message numerus="yes">
        <source>you win in %n turn(s) with best play</source>
        <translation>
            <numerusform>you win in %n turn with best play</numerusform>
            <numerusform>you win in %n turns with best play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best play wins for the opponent in %n turn(s)</source>
        <translation>
            <numerusform>best play wins for the opponent in %n turn</numerusform>
            <numerusform>best play wins for the opponent in %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 wins with %n point.</numerusform>
            <numerusform>%1 wins with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win with %n point(s).</source>
        <translation>
            <numerusform>You win with %n point.</numerusform>
            <numerusform>You win with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s).</source>
        <translation>
            <numerusform>%1 share the win with %n point.</numerusform>
            <numerusform>%1 share the win with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Colour match short: on level %1, at least %n square(s) must match the colours below.</source>
        <translation>
            <numerusform>Colour match short: on level %1, at least %n square must match the colours below.</numerusform>
            <numerusform>Colour match short: on level %1, at least %n squares must match the colours below.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pilus</name>
    <message numerus="yes">
        <source>%n tile(s) left to draw</source>
        <translation>
            <numerusform>%n tile left to draw</numerusform>
            <numerusform>%n tiles left to draw</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PilusHint</name>
    <message numerus="yes">
        <source>Hint: lay this tile where its ghost shows: level %1, %n point(s). Enter lays it, then moves your pawn.</source>
        <translation>
            <numerusform>Hint: lay this tile where its ghost shows: level %1, %n point. Enter lays it, then moves your pawn.</numerusform>
            <numerusform>Hint: lay this tile where its ghost shows: level %1, %n points. Enter lays it, then moves your pawn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: lay this tile where its ghost shows: level %1, %n point(s). Enter lays it; your pawn stays.</source>
        <translation>
            <numerusform>Hint: lay this tile where its ghost shows: level %1, %n point. Enter lays it; your pawn stays.</numerusform>
            <numerusform>Hint: lay this tile where its ghost shows: level %1, %n points. Enter lays it; your pawn stays.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: put your pawn on the glowing cell of the tile you just laid: there it guards a region of %n square(s) that the others can neither cover nor score. Enter moves it.</source>
        <translation>
            <numerusform>Hint: put your pawn on the glowing cell of the tile you just laid: there it guards a region of %n square that the others can neither cover nor score. Enter moves it.</numerusform>
            <numerusform>Hint: put your pawn on the glowing cell of the tile you just laid: there it guards a region of %n squares that the others can neither cover nor score. Enter moves it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: move your pawn one step, to the glowing cell: there it guards a region of %n square(s) that the others can neither cover nor score. Enter moves it.</source>
        <translation>
            <numerusform>Hint: move your pawn one step, to the glowing cell: there it guards a region of %n square that the others can neither cover nor score. Enter moves it.</numerusform>
            <numerusform>Hint: move your pawn one step, to the glowing cell: there it guards a region of %n squares that the others can neither cover nor score. Enter moves it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: leave your pawn where it is: it guards a region of %n square(s) there that the others can neither cover nor score. Enter keeps it.</source>
        <translation>
            <numerusform>Hint: leave your pawn where it is: it guards a region of %n square there that the others can neither cover nor score. Enter keeps it.</numerusform>
            <numerusform>Hint: leave your pawn where it is: it guards a region of %n squares there that the others can neither cover nor score. Enter keeps it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordBox</name>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drawn</source>
        <translation>
            <numerusform>%n drawn</numerusform>
            <numerusform>%n drawn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n lost</numerusform>
            <numerusform>%n lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You beat %1 %n times in a row — try %2?</source>
        <translation>
            <numerusform>You beat %1 %n time in a row — try %2?</numerusform>
            <numerusform>You beat %1 %n times in a row — try %2?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won %n of your last 10 games against %1 — try %2?</source>
        <translation>
            <numerusform>You won %n of your last 10 games against %1 — try %2?</numerusform>
            <numerusform>You won %n of your last 10 games against %1 — try %2?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message numerus="yes">
        <source>%1, %n move(s) played. It cannot be brought back.</source>
        <translation>
            <numerusform>%1, %n move played. It cannot be brought back.</numerusform>
            <numerusform>%1, %n moves played. It cannot be brought back.</numerusform>
        </translation>
    </message>
</context>
</TS>
