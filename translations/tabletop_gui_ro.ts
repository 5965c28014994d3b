<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro" sourcelanguage="en">
<context>
    <name>Analysis</name>
    <message>
        <source>This game has no analysis board.</source>
        <translation>Acest joc nu are tablă de analiză.</translation>
    </message>
    <message>
        <source>Not during a lesson: the analysis board opens when the lesson is over.</source>
        <translation>Nu în timpul unei lecții: tabla de analiză se deschide după ce lecția se încheie.</translation>
    </message>
    <message>
        <source>Not while a game is going on: the analysis board opens on a finished game, or before the first move.</source>
        <translation>Nu cât timp o partidă e în desfășurare: tabla de analiză se deschide pe o partidă încheiată sau înainte de prima mutare.</translation>
    </message>
    <message>
        <source>Set up any position, play both sides, and see every move&apos;s exact value (a copy: the game is never changed)</source>
        <translation>Aranjează orice poziție, joacă pentru ambele părți și vezi valoarea exactă a fiecărei mutări (o copie: partida nu se schimbă niciodată)</translation>
    </message>
    <message>
        <source>Click a place to put a light sphere, a dark one, or none there.</source>
        <translation>Dă clic pe un loc pentru a pune acolo o bilă deschisă, una închisă sau niciuna.</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Aranjare</translation>
    </message>
    <message>
        <source>Click the places: empty, light, dark, empty again</source>
        <translation>Dă clic pe locuri: gol, deschisă, închisă, din nou gol</translation>
    </message>
    <message>
        <source>The values could not be worked out.</source>
        <translation>Valorile nu au putut fi calculate.</translation>
    </message>
    <message>
        <source>Analysis Board — Pylos</source>
        <translation>Tablă de analiză — Pylos</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Poziție</translation>
    </message>
    <message>
        <source>&amp;Set Up</source>
        <translation>&amp;Aranjează</translation>
    </message>
    <message>
        <source>Put spheres of either colour on the places by clicking them</source>
        <translation>Pune bile de orice culoare pe locuri dând clic pe ele</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>&amp;Joacă de aici</translation>
    </message>
    <message>
        <source>Play moves for both sides from this position</source>
        <translation>Joacă mutări pentru ambele părți din această poziție</translation>
    </message>
    <message>
        <source>&amp;To move:</source>
        <translation>&amp;La mutare:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Golește tabla</translation>
    </message>
    <message>
        <source>Take every sphere off the board</source>
        <translation>Ia toate bilele de pe tablă</translation>
    </message>
    <message>
        <source>Take &amp;Back</source>
        <translation>&amp;Înapoi</translation>
    </message>
    <message>
        <source>The position before the last move played here</source>
        <translation>Poziția dinaintea ultimei mutări jucate aici</translation>
    </message>
    <message>
        <source>Every move&apos;s value</source>
        <translation>Valoarea fiecărei mutări</translation>
    </message>
    <message>
        <source>%1 has 15 spheres: at least one stays in the reserve (a player who places the last one loses).</source>
        <translation>%1: 15 bile; cel puțin una rămâne în rezervă (jucătorul care o pune pe ultima pierde).</translation>
    </message>
    <message>
        <source>A sphere above the first level needs the four spheres under it.</source>
        <translation>O bilă deasupra primului nivel are nevoie de cele patru bile de sub ea.</translation>
    </message>
    <message>
        <source>This sphere holds up spheres above it: take those off first.</source>
        <translation>Această bilă susține bile deasupra ei: ia-le mai întâi pe acelea.</translation>
    </message>
    <message>
        <source>A sphere on the top ends the game: leave the top empty.</source>
        <translation>O bilă în vârf încheie partida: lasă vârful gol.</translation>
    </message>
    <message numerus="yes">
        <source>Wins in %n turn(s)</source>
        <translation>
            <numerusform>Câștigă în %n mutare</numerusform>
            <numerusform>Câștigă în %n mutări</numerusform>
            <numerusform>Câștigă în %n de mutări</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loses in %n turn(s)</source>
        <translation>
            <numerusform>Pierde în %n mutare</numerusform>
            <numerusform>Pierde în %n mutări</numerusform>
            <numerusform>Pierde în %n de mutări</numerusform>
        </translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Câștig</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Pierdere</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remiză</translation>
    </message>
    <message>
        <source>Not known</source>
        <comment>the value of a move the solver could not work out in time</comment>
        <translation>Necunoscut</translation>
    </message>
    <message>
        <source>Working out the values…</source>
        <translation>Se calculează valorile…</translation>
    </message>
    <message>
        <source>With best play %1 wins.</source>
        <translation>Cu joc perfect câștigă %1.</translation>
    </message>
    <message>
        <source>With best play the game is drawn.</source>
        <translation>Cu joc perfect, partida se încheie la remiză.</translation>
    </message>
    <message>
        <source>With best play %1 loses.</source>
        <translation>Cu joc perfect pierde %1.</translation>
    </message>
    <message>
        <source>The game is over: there is no move to value.</source>
        <translation>Partida s-a încheiat: nu e nicio mutare de evaluat.</translation>
    </message>
    <message>
        <source>Every move&apos;s value is exact: from the book of solved positions or the solver.</source>
        <translation>Valoarea fiecărei mutări e exactă: din cartea pozițiilor rezolvate sau de la rezolvator.</translation>
    </message>
    <message>
        <source>%1 of %2 moves valued…</source>
        <translation>%1 din %2 mutări evaluate…</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valoare</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mutare</translation>
    </message>
    <message>
        <source>Every legal move, best first; double-click one to play it</source>
        <translation>Toate mutările permise, cea mai bună întâi; dă dublu clic pe una pentru a o juca</translation>
    </message>
    <message>
        <source>Ana&amp;lyse Position…</source>
        <translation>Ana&amp;lizează poziția…</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>No OpenGL context could be created.</source>
        <translation>Nu s-a putut crea niciun context OpenGL.</translation>
    </message>
    <message>
        <source>The OpenGL context could not be made current.</source>
        <translation>Contextul OpenGL nu a putut fi activat.</translation>
    </message>
    <message>
        <source>OpenGL 2.1 or newer is needed; this system has %1.</source>
        <translation>Este nevoie de OpenGL 2.1 sau mai nou; acest sistem are %1.</translation>
    </message>
    <message>
        <source>PyOpenGL could not be loaded: %1.</source>
        <translation>PyOpenGL nu a putut fi încărcat: %1.</translation>
    </message>
    <message>
        <source>PyOpenGL cannot use the OpenGL context of this display (is GLX missing?).</source>
        <translation>PyOpenGL nu poate folosi contextul OpenGL al acestui ecran (lipsește GLX?).</translation>
    </message>
    <message>
        <source>Tabletop</source>
        <translation>Tabletop</translation>
    </message>
    <message>
        <source>Tabletop needs OpenGL to draw the table, and none is available.</source>
        <translation>Tabletop are nevoie de OpenGL ca să deseneze masa, dar nu este disponibil.</translation>
    </message>
    <message>
        <source>The 3D table could not be drawn.</source>
        <translation>Masa 3D nu a putut fi desenată.</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Let the computer move</source>
        <translation>Lasă calculatorul să mute</translation>
    </message>
    <message>
        <source>The computer waits since the move was taken back: let it play on</source>
        <translation>Calculatorul așteaptă fiindcă mutarea a fost anulată: lasă-l să joace mai departe</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>The OpenGL context is not valid.</source>
        <translation>Contextul OpenGL nu este valid.</translation>
    </message>
    <message>
        <source>PyOpenGL sees no current OpenGL context.</source>
        <translation>PyOpenGL nu vede niciun context OpenGL activ.</translation>
    </message>
</context>
<context>
    <name>ContinueCard</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n mutare</numerusform>
            <numerusform>%n mutări</numerusform>
            <numerusform>%n de mutări</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n people</source>
        <translation>
            <numerusform>%n persoană</numerusform>
            <numerusform>%n persoane</numerusform>
            <numerusform>%n de persoane</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Children (no patterns; raising saves spheres)</source>
        <translation>Pentru copii (fără careuri de culoare; urcarea economisește bile)</translation>
    </message>
    <message>
        <source>Standard (squares of your colour)</source>
        <translation>Standard (careuri de culoarea ta)</translation>
    </message>
    <message>
        <source>Mature (squares and lines of your colour)</source>
        <translation>Pentru avansați (careuri și aliniamente de culoarea ta)</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persoană</translation>
    </message>
    <message>
        <source>Computer — Beginner</source>
        <translation>Calculator — Începător</translation>
    </message>
    <message>
        <source>Computer — Easy</source>
        <translation>Calculator — Ușor</translation>
    </message>
    <message>
        <source>Computer — Medium</source>
        <translation>Calculator — Mediu</translation>
    </message>
    <message>
        <source>Computer — Hard</source>
        <translation>Calculator — Greu</translation>
    </message>
    <message>
        <source>Computer — Expert</source>
        <translation>Calculator — Expert</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>rotund</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triunghiular</translation>
    </message>
    <message>
        <source>square</source>
        <translation>pătrat</translation>
    </message>
    <message>
        <source>star</source>
        <translation>stea</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Bilele deschise</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Bilele închise</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variantă:</translation>
    </message>
    <message>
        <source>&amp;First to move:</source>
        <translation>În&amp;cepe:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jucători</translation>
    </message>
    <message>
        <source>Light:</source>
        <translation>Bilele deschise:</translation>
    </message>
    <message>
        <source>Dark:</source>
        <translation>Bilele închise:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Jucă&amp;tori:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Locurile la masă</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Joacă</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Pion</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>The player&apos;s name; empty: %1</source>
        <translation>Numele jucătorului; dacă rămâne gol: %1</translation>
    </message>
    <message>
        <source>Pawn shape: %1</source>
        <translation>Pion %1</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>La întâmplare</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Locul %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jocul:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>Î&amp;ncepe</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop %1&lt;/h3&gt;&lt;p&gt;%2 on a 3D table.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;Made with Qt for Python, pyqtgraph and PyOpenGL.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tabletop %1&lt;/h3&gt;&lt;p&gt;%2 pe o masă 3D.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;Realizat cu Qt for Python, pyqtgraph și PyOpenGL.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules of PILUS</source>
        <translation>Regulile jocului PILUS</translation>
    </message>
    <message>
        <source>Rules of Pylos</source>
        <translation>Regulile jocului Pylos</translation>
    </message>
    <message>
        <source>About Tabletop</source>
        <translation>Despre Tabletop</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>The file could not be read.</source>
        <translation>Fișierul nu a putut fi citit.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a saved game.</source>
        <translation>Fișierul este deteriorat sau nu este un joc salvat.</translation>
    </message>
    <message>
        <source>The file is not a saved game.</source>
        <translation>Fișierul nu este un joc salvat.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game.</source>
        <translation>Fișierul este prea mare pentru a fi un joc salvat.</translation>
    </message>
    <message>
        <source>The game was saved by a newer version of the app.</source>
        <translation>Jocul a fost salvat de o versiune mai nouă a aplicației.</translation>
    </message>
    <message>
        <source>The saved game is incomplete or damaged.</source>
        <translation>Jocul salvat este incomplet sau deteriorat.</translation>
    </message>
    <message>
        <source>The saved game has more moves than a game can have.</source>
        <translation>Jocul salvat are mai multe mutări decât poate avea un joc.</translation>
    </message>
    <message>
        <source>The result saved with the game does not match its moves.</source>
        <translation>Rezultatul salvat cu jocul nu se potrivește cu mutările lui.</translation>
    </message>
    <message>
        <source>The game could not be saved there.</source>
        <translation>Jocul nu a putut fi salvat acolo.</translation>
    </message>
    <message>
        <source>A move in the saved game is not legal.</source>
        <translation>O mutare din jocul salvat nu este permisă.</translation>
    </message>
    <message>
        <source>The game file could not be used.</source>
        <translation>Fișierul jocului nu a putut fi folosit.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Discul este plin.</translation>
    </message>
    <message>
        <source>The disk is read-only.</source>
        <translation>Discul poate fi doar citit.</translation>
    </message>
    <message>
        <source>You are not allowed to write there.</source>
        <translation>Nu ai permisiunea să scrii acolo.</translation>
    </message>
    <message>
        <source>You are not allowed to read it.</source>
        <translation>Nu ai permisiunea să îl citești.</translation>
    </message>
    <message>
        <source>The file name is too long.</source>
        <translation>Numele fișierului este prea lung.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>Fișierul nu există.</translation>
    </message>
    <message>
        <source>The folder does not exist.</source>
        <translation>Dosarul nu există.</translation>
    </message>
    <message>
        <source>Move %1 (%2) in the saved game is not legal.</source>
        <translation>Mutarea %1 (%2) din jocul salvat nu este permisă.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>move %1</source>
        <translation>mutarea %1</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>Game over</source>
        <translation>Partida s-a terminat</translation>
    </message>
    <message>
        <source>Close, to look at the table (Esc)</source>
        <translation>Închide, ca să vezi masa (Esc)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Salvează…</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Salvat</translation>
    </message>
    <message>
        <source>This game is kept in its file</source>
        <translation>Acest joc este păstrat în fișierul lui</translation>
    </message>
    <message>
        <source>Keep this game in a file (it is not kept otherwise)</source>
        <translation>Păstrează partida într-un fișier (altfel nu se păstrează)</translation>
    </message>
    <message>
        <source>Review the Game</source>
        <translation>Revezi partida</translation>
    </message>
    <message>
        <source>Step through the game move by move</source>
        <translation>Parcurge partida mutare cu mutare</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Joc nou…</translation>
    </message>
    <message>
        <source>Choose another game or other players</source>
        <translation>Alege alt joc sau alți jucători</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>Joacă din nou</translation>
    </message>
    <message>
        <source>The same game with the same players</source>
        <translation>Același joc cu aceiași jucători</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <source>Show how the game ended</source>
        <translation>Arată cum s-a terminat partida</translation>
    </message>
    <message numerus="yes">
        <source>The game lasted %n move(s).</source>
        <translation>
            <numerusform>Partida a durat %n mutare.</numerusform>
            <numerusform>Partida a durat %n mutări.</numerusform>
            <numerusform>Partida a durat %n de mutări.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n punct</numerusform>
            <numerusform>%1: %n puncte</numerusform>
            <numerusform>%1: %n de puncte</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tile has been laid.</source>
        <translation>Toate plăcuțele au fost puse.</translation>
    </message>
    <message>
        <source>Tiles were left, but nobody could lay one.</source>
        <translation>Au rămas plăcuțe, dar nimeni nu mai putea pune niciuna.</translation>
    </message>
    <message>
        <source>The same position occurred three times.</source>
        <translation>Aceeași poziție s-a repetat de trei ori.</translation>
    </message>
    <message>
        <source>You crowned the pyramid with the last sphere.</source>
        <translation>Ai încununat piramida cu ultima bilă.</translation>
    </message>
    <message>
        <source>%1 crowned the pyramid with the last sphere.</source>
        <translation>Piramida a fost încununată de %1 cu ultima bilă.</translation>
    </message>
    <message>
        <source>You have no sphere left to play.</source>
        <translation>Nu mai ai nicio bilă de jucat.</translation>
    </message>
    <message>
        <source>%1 has no sphere left to play.</source>
        <translation>%1: nicio bilă de jucat.</translation>
    </message>
    <message>
        <source>%1: %2 left in the reserve</source>
        <translation>%1: %2 în rezervă</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Pylos</source>
        <translation>Pylos</translation>
    </message>
    <message>
        <source>Pylos is a game published by Gigamic.</source>
        <translation>Pylos este un joc publicat de Gigamic.</translation>
    </message>
    <message>
        <source>Two players build a pyramid of 30 spheres; whoever places the sphere on the top wins.</source>
        <translation>Doi jucători construiesc o piramidă din 30 de bile; câștigă cine pune bila din vârf.</translation>
    </message>
    <message>
        <source>PILUS</source>
        <translation>PILUS</translation>
    </message>
    <message>
        <source>PILUS is a game by Kris J Wolff.</source>
        <translation>PILUS este un joc de Kris J Wolff.</translation>
    </message>
    <message>
        <source>Players lay colourful tiles to create regions of colour; the larger and higher off the table, the more points they score.</source>
        <translation>Jucătorii pun plăcuțe colorate ca să formeze zone de culoare; cu cât sunt mai mari și mai sus de masă, cu atât aduc mai multe puncte.</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>Tile %1 (key %1)</source>
        <translation>Plăcuța %1 (tasta %1)</translation>
    </message>
    <message>
        <source>Tile %1: %2</source>
        <translation>Plăcuța %1: %2</translation>
    </message>
    <message>
        <source>⟲ Turn left</source>
        <translation>⟲ La stânga</translation>
    </message>
    <message>
        <source>Turn the tile a quarter counter-clockwise (Q)</source>
        <translation>Rotește plăcuța cu 90° în sens invers acelor de ceasornic (Q)</translation>
    </message>
    <message>
        <source>Turn right ⟳</source>
        <translation>La dreapta ⟳</translation>
    </message>
    <message>
        <source>Turn the tile a quarter clockwise (E, Space, Ctrl+wheel)</source>
        <translation>Rotește plăcuța cu 90° în sensul acelor de ceasornic (E, Spațiu, Ctrl+rotiță)</translation>
    </message>
    <message>
        <source>Your tiles</source>
        <translation>Plăcuțele tale</translation>
    </message>
    <message>
        <source>%1&apos;s tiles</source>
        <translation>Plăcuțele tale, %1</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Plăcuțe</translation>
    </message>
</context>
<context>
    <name>HintPresenter</name>
    <message>
        <source>No hint while the table is hidden.</source>
        <translation>Niciun indiciu cât timp masa este ascunsă.</translation>
    </message>
    <message numerus="yes">
        <source>you win in %n turn(s) with best play</source>
        <translation>
            <numerusform>câștigi în %n mutare cu joc perfect</numerusform>
            <numerusform>câștigi în %n mutări cu joc perfect</numerusform>
            <numerusform>câștigi în %n de mutări cu joc perfect</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best play wins for the opponent in %n turn(s)</source>
        <translation>
            <numerusform>cu joc perfect, adversarul câștigă în %n mutare</numerusform>
            <numerusform>cu joc perfect, adversarul câștigă în %n mutări</numerusform>
            <numerusform>cu joc perfect, adversarul câștigă în %n de mutări</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanguageManager</name>
    <message>
        <source>System</source>
        <translation>Limba sistemului</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Lesson %1 of %2: %3</source>
        <translation>Lecția %1 din %2: %3</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Pasul %1 din %2</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Lecția următoare</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Înainte</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lecții</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Înapoi</translation>
    </message>
    <message>
        <source>Leave lessons</source>
        <translation>Ieși din lecții</translation>
    </message>
    <message>
        <source>Play a game against the computer (Beginner)</source>
        <translation>Joacă o partidă cu calculatorul (Începător)</translation>
    </message>
    <message>
        <source>Done: press Next to go on.</source>
        <translation>Gata: apasă Înainte ca să continui.</translation>
    </message>
    <message>
        <source>Learn to Play %1</source>
        <translation>Învață să joci %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Could not open the game</source>
        <translation>Jocul nu a putut fi deschis</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variantă:</translation>
    </message>
    <message>
        <source>Light reserve:</source>
        <translation>Rezerva bilelor deschise:</translation>
    </message>
    <message>
        <source>Dark reserve:</source>
        <translation>Rezerva bilelor închise:</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mutări</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Gata</translation>
    </message>
    <message>
        <source>Take back only the one sphere chosen</source>
        <translation>Recuperează doar bila aleasă</translation>
    </message>
    <message>
        <source>Start turn &amp;again</source>
        <translation>&amp;Reîncepe tura</translation>
    </message>
    <message>
        <source>Undo the clicks of this turn (Escape)</source>
        <translation>Anulează clicurile din această tură (Esc)</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Mutare:</translation>
    </message>
    <message>
        <source>Any move can be typed in the notation of the rules</source>
        <translation>Orice mutare poate fi scrisă în notația din reguli</translation>
    </message>
    <message>
        <source>thinking %p%</source>
        <translation>gândește %p%</translation>
    </message>
    <message>
        <source>Stop and Move Now</source>
        <translation>Oprește și mută acum</translation>
    </message>
    <message>
        <source>The computer plays the best move it has found so far</source>
        <translation>Calculatorul joacă cea mai bună mutare găsită până acum</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <source>S&amp;tart Page</source>
        <translation>Pagina de înce&amp;put</translation>
    </message>
    <message>
        <source>The games to start, the games to continue and the recent ones</source>
        <translation>Jocurile de început, partidele de continuat și cele recente</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Joc nou…</translation>
    </message>
    <message>
        <source>Choose a game, its options and the players, and start it</source>
        <translation>Alege jocul, opțiunile lui și jucătorii, apoi începe partida</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Deschide…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Deschide un joc salvat</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvează</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salvează jocul</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvează &amp;ca…</translation>
    </message>
    <message>
        <source>Save the game in a new file</source>
        <translation>Salvează jocul într-un fișier nou</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Anulează ultima mutare</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
    </message>
    <message>
        <source>Play the move taken back again</source>
        <translation>Refă mutarea anulată</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indiciu</translation>
    </message>
    <message>
        <source>Ask the computer for a good move</source>
        <translation>Cere calculatorului o mutare bună</translation>
    </message>
    <message>
        <source>Revie&amp;w Game</source>
        <translation>Re&amp;vezi partida</translation>
    </message>
    <message>
        <source>Step through the moves played so far</source>
        <translation>Parcurge mutările jucate până acum</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>I&amp;eșire</translation>
    </message>
    <message>
        <source>Close the app; the game is kept for next time</source>
        <translation>Închide aplicația; partida este păstrată pentru data viitoare</translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation>&amp;Revino la vederea inițială</translation>
    </message>
    <message>
        <source>Look at the table from the start position</source>
        <translation>Privește masa din poziția inițială</translation>
    </message>
    <message>
        <source>&amp;Top View</source>
        <translation>Vedere de &amp;sus</translation>
    </message>
    <message>
        <source>Look straight down on the table</source>
        <translation>Privește masa de sus, drept în jos</translation>
    </message>
    <message>
        <source>PILUS: &amp;Plain Rulebook Colours</source>
        <translation>PILUS: &amp;culorile simple din regulament</translation>
    </message>
    <message>
        <source>Off: colour-blind-friendly colours with a mark on each square</source>
        <translation>Dezactivat: culori potrivite pentru daltoniști, cu un semn pe fiecare pătrat</translation>
    </message>
    <message>
        <source>PILUS: &amp;Heights View</source>
        <translation>PILUS: vedere pe &amp;niveluri</translation>
    </message>
    <message>
        <source>Each level as a number, lower tiles darker, lines where heights change</source>
        <translation>Fiecare nivel cu numărul lui, plăcuțele mai joase mai întunecate și linii unde se schimbă înălțimea</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reguli</translation>
    </message>
    <message>
        <source>The rules of the game on the table</source>
        <translation>Regulile jocului de pe masă</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Despre</translation>
    </message>
    <message>
        <source>About this app</source>
        <translation>Despre această aplicație</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Limbă</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
    <message>
        <source>Type a turn, e.g. BYGN@2,0 p3,1 or pass, then Enter</source>
        <translation>Scrie o tură, de ex. BYGN@2,0 p3,1 sau pas, apoi Enter</translation>
    </message>
    <message>
        <source>Type a move, e.g. 1b2 or 1a1-2b2, then Enter</source>
        <translation>Scrie o mutare, de ex. 1b2 sau 1a1-2b2, apoi Enter</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Rândul tău</translation>
    </message>
    <message>
        <source>%1 to move (computer)</source>
        <translation>Mută %1 (calculator)</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Mută %1</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Ai câștigat</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>the computer: one player</comment>
        <translation>Câștigă %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remiză</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Câștigă %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Fără titlu</translation>
    </message>
    <message>
        <source>%1[*] — Tabletop</source>
        <translation>%1[*] — Tabletop</translation>
    </message>
    <message>
        <source>No hint while the tiles are hidden.</source>
        <translation>Niciun indiciu cât timp plăcuțele sunt ascunse.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Se caută o mutare bună…</translation>
    </message>
    <message>
        <source>No hint now: it is not a person&apos;s turn.</source>
        <translation>Niciun indiciu acum: nu este rândul unei persoane.</translation>
    </message>
    <message>
        <source>No hint now: the game is over.</source>
        <translation>Niciun indiciu acum: partida s-a încheiat.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indiciu: %1</translation>
    </message>
    <message>
        <source>you win with best play</source>
        <translation>câștigi cu joc perfect</translation>
    </message>
    <message>
        <source>best play wins for the opponent, but this move sets a trap</source>
        <translation>cu joc perfect, adversarul câștigă, dar mutarea aceasta îi întinde o capcană</translation>
    </message>
    <message>
        <source>best play wins for the opponent</source>
        <translation>cu joc perfect, adversarul câștigă</translation>
    </message>
    <message>
        <source>best play draws</source>
        <translation>cu joc perfect, e remiză</translation>
    </message>
    <message>
        <source>Saved games (%1)</source>
        <translation>Jocuri salvate (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Deschide un joc</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Salvează jocul</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>Jocul nu a putut fi salvat</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Salvat în %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modificări nesalvate</translation>
    </message>
    <message>
        <source>Save the changes to this game before quitting?</source>
        <translation>Salvezi modificările acestei partide înainte de ieșire?</translation>
    </message>
    <message>
        <source>Save: keep it in a file. Discard: quit and throw the unsaved changes away. Cancel: go back to the game.</source>
        <translation>Salvează: o păstrezi într-un fișier. Aruncă: ieși și renunți la modificările nesalvate. Anulează: te întorci la partidă.</translation>
    </message>
    <message>
        <source>Save: keep it in a file. Keep for Next Time: quit; the game is offered again at the next start. Discard: quit and throw the unsaved changes away. Cancel: go back to the game.</source>
        <translation>Salvează: o păstrezi într-un fișier. Păstrează pentru data viitoare: ieși; partida îți va fi oferită din nou la următoarea pornire. Aruncă: ieși și renunți la modificările nesalvate. Anulează: te întorci la partidă.</translation>
    </message>
    <message>
        <source>&amp;Keep for Next Time</source>
        <translation>&amp;Păstrează pentru data viitoare</translation>
    </message>
    <message>
        <source>Save the changes to this game first?</source>
        <translation>Salvezi mai întâi modificările acestei partide?</translation>
    </message>
    <message>
        <source>Save: keep it in a file first. Discard: throw the unsaved changes away. Cancel: go back to the game.</source>
        <translation>Salvează: o păstrezi mai întâi într-un fișier. Aruncă: renunți la modificările nesalvate. Anulează: te întorci la partidă.</translation>
    </message>
    <message>
        <source>The game cannot be kept for next time: nothing can be written in %1. Use Game → Save to keep it.</source>
        <translation>Partida nu poate fi păstrată pentru data viitoare: nu se poate scrie nimic în %1. Folosește Joc → Salvează ca s-o păstrezi.</translation>
    </message>
    <message>
        <source>Your settings cannot be stored in %1; they apply until the app closes.</source>
        <translation>Setările tale nu pot fi păstrate în %1; se aplică până la închiderea aplicației.</translation>
    </message>
    <message>
        <source>The computer could not make its move and is waiting. Undo a move and play on, or start a new game.</source>
        <translation>Calculatorul nu și-a putut face mutarea și așteaptă. Anulează o mutare și joacă mai departe, sau începe o partidă nouă.</translation>
    </message>
    <message>
        <source>No hint this time: the computer found none.</source>
        <translation>De data asta niciun indiciu: calculatorul n-a găsit niciunul.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Hide this message</source>
        <translation>Ascunde acest mesaj</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Light</source>
        <translation>bilele deschise</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>bilele închise</translation>
    </message>
    <message>
        <source>That is not a move. Write e.g. 1b2, 1a1-2b2 or 2b2x2b2x1c3.</source>
        <translation>Aceasta nu este o mutare. Scrie de ex. 1b2, 1a1-2b2 sau 2b2x2b2x1c3.</translation>
    </message>
    <message>
        <source>There is no such place. Places run from 1a1 to 4a1.</source>
        <translation>Acest loc nu există. Locurile merg de la 1a1 la 4a1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Partida s-a încheiat.</translation>
    </message>
    <message>
        <source>A sphere cannot go there: the place is taken or not fully supported.</source>
        <translation>Acolo nu se poate pune o bilă: locul este ocupat sau nu are sub el toate cele patru bile.</translation>
    </message>
    <message>
        <source>Your reserve is empty.</source>
        <translation>Rezerva ta este goală.</translation>
    </message>
    <message>
        <source>You can only raise one of your own spheres.</source>
        <translation>Poți urca doar una dintre bilele tale.</translation>
    </message>
    <message>
        <source>That sphere is not free: another sphere rests on it.</source>
        <translation>Bila aceea nu este liberă: pe ea se sprijină o altă bilă.</translation>
    </message>
    <message>
        <source>A raised sphere must go to a higher level.</source>
        <translation>O bilă urcată trebuie să ajungă pe un nivel superior.</translation>
    </message>
    <message>
        <source>That sphere supports the place you want to raise it to.</source>
        <translation>Bila aceea susține locul pe care vrei s-o urci.</translation>
    </message>
    <message>
        <source>You completed a pattern: take back one or two of your free spheres.</source>
        <translation>Ai realizat un careu (sau un aliniament) de culoarea ta: recuperează una sau două dintre bilele tale libere.</translation>
    </message>
    <message>
        <source>You may only take spheres back after completing a pattern.</source>
        <translation>Poți recupera bile doar după ce ai realizat un careu (sau un aliniament) de culoarea ta.</translation>
    </message>
    <message>
        <source>You may take back at most two spheres.</source>
        <translation>Poți recupera cel mult două bile.</translation>
    </message>
    <message>
        <source>You can only take back your own spheres.</source>
        <translation>Poți recupera doar bilele tale.</translation>
    </message>
    <message>
        <source>You can only take back a free sphere.</source>
        <translation>Poți recupera doar o bilă liberă.</translation>
    </message>
    <message>
        <source>You cannot take back the same sphere twice.</source>
        <translation>Nu poți recupera aceeași bilă de două ori.</translation>
    </message>
    <message>
        <source>That sphere is Dark&apos;s: you may raise only your own.</source>
        <translation>Bila aceea este a bilelor închise: poți urca doar bilele tale.</translation>
    </message>
    <message>
        <source>That sphere is Light&apos;s: you may raise only your own.</source>
        <translation>Bila aceea este a bilelor deschise: poți urca doar bilele tale.</translation>
    </message>
    <message>
        <source>That sphere is Dark&apos;s: you may take back only your own.</source>
        <translation>Bila aceea este a bilelor închise: poți recupera doar bilele tale.</translation>
    </message>
    <message>
        <source>That sphere is Light&apos;s: you may take back only your own.</source>
        <translation>Bila aceea este a bilelor deschise: poți recupera doar bilele tale.</translation>
    </message>
    <message>
        <source>That sphere cannot be raised: it holds up others.</source>
        <translation>Bila aceea nu poate fi urcată: pe ea se sprijină altele.</translation>
    </message>
    <message>
        <source>That sphere cannot be raised: there is no free place higher up that it does not hold up.</source>
        <translation>Bila aceea nu poate fi urcată: mai sus nu există niciun loc liber pe care să nu-l susțină ea.</translation>
    </message>
    <message>
        <source>That sphere cannot be taken back: it holds up others.</source>
        <translation>Bila aceea nu poate fi recuperată: pe ea se sprijină altele.</translation>
    </message>
    <message>
        <source>The sphere cannot go there: click one of the glowing places higher up, or Escape to choose again.</source>
        <translation>Bila nu poate merge acolo: dă clic pe unul dintre locurile luminate mai sus sau apasă Esc ca să alegi din nou.</translation>
    </message>
    <message>
        <source>Click a glowing hollow to place a sphere from your reserve.</source>
        <translation>Dă clic pe o adâncitură luminată ca să pui o bilă din rezerva ta.</translation>
    </message>
    <message>
        <source>Place a sphere on a free, supported place, or raise one of yours.</source>
        <translation>Pune o bilă pe un loc liber și sprijinit sau urcă una dintre ale tale.</translation>
    </message>
    <message>
        <source>Your turn: place a sphere from the reserve, or click one of your free spheres to raise it.</source>
        <translation>Rândul tău: așază o bilă din rezervă sau dă clic pe una dintre bilele tale libere ca s-o urci.</translation>
    </message>
    <message>
        <source>Click a highlighted place to raise the sphere to, or Escape to choose again.</source>
        <translation>Dă clic pe locul luminat în care vrei să urci bila sau apasă Esc ca să alegi din nou.</translation>
    </message>
    <message>
        <source>You completed a pattern: click one or two of your glowing spheres to take them back.</source>
        <translation>Ai realizat un careu (sau un aliniament): dă clic pe una sau două dintre bilele tale luminate ca să le recuperezi.</translation>
    </message>
    <message>
        <source>Take back a second sphere, or press Done to keep it at one.</source>
        <translation>Recuperează a doua bilă sau apasă Gata ca să rămâi la una.</translation>
    </message>
    <message>
        <source>You win by crowning the pyramid.</source>
        <translation>Ai câștigat încununând piramida.</translation>
    </message>
    <message>
        <source>You win: the computer&apos;s reserve is empty.</source>
        <translation>Ai câștigat: rezerva calculatorului este goală.</translation>
    </message>
    <message>
        <source>You win.</source>
        <translation>Ai câștigat.</translation>
    </message>
    <message>
        <source>%1 wins: your reserve is empty.</source>
        <translation>Câștigă %1: rezerva ta este goală.</translation>
    </message>
    <message>
        <source>%1 wins by crowning the pyramid.</source>
        <comment>the computer: one player</comment>
        <translation>Câștigă %1, prin bila pusă în vârful piramidei.</translation>
    </message>
    <message>
        <source>%1 wins: %2&apos;s reserve is empty.</source>
        <comment>both players are computers, one player each</comment>
        <translation>Câștigă %1: %2 a rămas fără rezervă.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <comment>the computer: one player</comment>
        <translation>Câștigă %1.</translation>
    </message>
    <message>
        <source>Place a sphere or raise one of yours</source>
        <translation>Pune o bilă sau urcă una dintre ale tale</translation>
    </message>
    <message>
        <source>Click where the sphere goes, higher up</source>
        <translation>Dă clic unde merge bila, mai sus</translation>
    </message>
    <message>
        <source>Take back one or two of your spheres</source>
        <translation>Recuperează una sau două dintre bilele tale</translation>
    </message>
    <message>
        <source>Take back a second sphere, or press Done</source>
        <translation>Recuperează a doua bilă sau apasă Gata</translation>
    </message>
    <message>
        <source>Hint: raise %1, level %2, to %3, level %4</source>
        <translation>Indiciu: urcă %1, nivelul %2, la %3, nivelul %4</translation>
    </message>
    <message>
        <source>Hint: place a sphere on %1, level %2</source>
        <translation>Indiciu: așază o bilă pe %1, nivelul %2</translation>
    </message>
    <message>
        <source>, then take back %1</source>
        <translation>, apoi recuperează %1</translation>
    </message>
    <message>
        <source>%1, level %2</source>
        <translation>%1, nivelul %2</translation>
    </message>
    <message>
        <source>Wait: it is the computer&apos;s turn.</source>
        <translation>Așteaptă: este rândul calculatorului.</translation>
    </message>
    <message>
        <source>That is not a PILUS turn. Write e.g. BYGN@2,0 p3,1, or pass.</source>
        <translation>Aceasta nu este o tură PILUS. Scrie de ex. BYGN@2,0 p3,1 sau pas.</translation>
    </message>
    <message>
        <source>A tile shows blue (B), yellow (Y), grey (G) and green (N) once each.</source>
        <translation>O plăcuță are câte o dată albastru (B), galben (Y), gri (G) și verde (N).</translation>
    </message>
    <message>
        <source>None of your tiles can be laid: you must pass.</source>
        <translation>Nu poți pune nicio plăcuță: trebuie să dai pas.</translation>
    </message>
    <message>
        <source>You can lay a tile, so you cannot pass.</source>
        <translation>Poți pune o plăcuță, deci nu poți da pas.</translation>
    </message>
    <message>
        <source>You have no such tile in your hand.</source>
        <translation>Nu ai o asemenea plăcuță în mână.</translation>
    </message>
    <message>
        <source>A tile on the table must touch the tiles already laid.</source>
        <translation>O plăcuță pusă pe masă trebuie să fie alăturată plăcuțelor deja jucate.</translation>
    </message>
    <message>
        <source>Too little support: at least 3 of the 4 squares must rest on one level.</source>
        <translation>Sprijin insuficient: cel puțin 3 dintre cele 4 pătrate trebuie să se sprijine pe același nivel.</translation>
    </message>
    <message>
        <source>A tile may not rest on a single tile.</source>
        <translation>O plăcuță nu se poate sprijini pe o singură plăcuță.</translation>
    </message>
    <message>
        <source>Tiles cannot go higher than level 5.</source>
        <translation>Plăcuțele nu pot fi puse mai sus de nivelul 5.</translation>
    </message>
    <message>
        <source>Choose a tile, turn it (Q/E, Ctrl+wheel or the buttons) and click the table where its outlined ghost shows it.</source>
        <translation>Alege o plăcuță, rotește-o (Q/E, Ctrl+rotiță sau butoanele) și dă clic pe masă acolo unde o arată umbra ei conturată.</translation>
    </message>
    <message>
        <source>Click a glowing cell to move your pawn there, or Stay.</source>
        <translation>Dă clic pe un pătrat luminat ca să-ți muți pionul acolo sau pe Rămâi.</translation>
    </message>
    <message>
        <source>Click a glowing cell of the tile just laid to put your pawn there, or Stay to keep it off the table.</source>
        <translation>Dă clic pe un pătrat luminat al plăcuței abia puse ca să-ți așezi pionul acolo sau pe Rămâi ca să-l lași în afara mesei.</translation>
    </message>
    <message>
        <source>You cannot lay any tile: press Pass.</source>
        <translation>Nu poți așeza nicio plăcuță: apasă Pas.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Rândul tău.</translation>
    </message>
    <message>
        <source>%1: choose a tile, turn it (Q/E, Ctrl+wheel or the buttons) and click the table where its outlined ghost shows it.</source>
        <translation>%1: alege o plăcuță, rotește-o (Q/E, Ctrl+rotiță sau butoanele) și dă clic pe masă acolo unde o arată umbra ei conturată.</translation>
    </message>
    <message>
        <source>%1: click a glowing cell of the tile just laid to put your pawn there, or Stay to keep it off the table.</source>
        <translation>%1: dă clic pe un pătrat luminat al plăcuței abia puse ca să-ți așezi pionul acolo, sau pe Rămâi ca să-l lași în afara mesei.</translation>
    </message>
    <message>
        <source>Player %1 to play.</source>
        <translation>La mutare: Jucătorul %1.</translation>
    </message>
    <message>
        <source>Put your pawn on the tile just laid, or stay</source>
        <translation>Așază pionul pe plăcuța abia pusă sau rămâi</translation>
    </message>
    <message>
        <source>Waiting for Player %1 to be ready</source>
        <translation>Se așteaptă să fie gata: Jucătorul %1</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 se gândește…</translation>
    </message>
    <message>
        <source>Pass the screen to Player %1.</source>
        <translation>Dă ecranul Jucătorului %1.</translation>
    </message>
    <message numerus="yes">
        <source>You win with %n point(s).</source>
        <translation>
            <numerusform>Ai câștigat cu %n punct.</numerusform>
            <numerusform>Ai câștigat cu %n puncte.</numerusform>
            <numerusform>Ai câștigat cu %n de puncte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Se gândește…</translation>
    </message>
    <message>
        <source>Waiting for the computer</source>
        <translation>Se așteaptă calculatorul</translation>
    </message>
    <message>
        <source>Lay a tile: pick one, turn it, click the table</source>
        <translation>Pune o plăcuță: alege una, rotește-o, dă clic pe masă</translation>
    </message>
    <message>
        <source>Move your pawn one step or stay</source>
        <translation>Mută pionul un pas sau rămâi</translation>
    </message>
    <message>
        <source>None of your tiles fits: pass</source>
        <translation>Nicio plăcuță nu se potrivește: dă pas</translation>
    </message>
    <message>
        <source>Waiting for %1 to be ready</source>
        <translation>Se așteaptă să fie gata: %1</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>„%1”: %2</translation>
    </message>
    <message numerus="yes">
        <source>Colour match short: on level %1, at least %n square(s) must match the colours below.</source>
        <translation>
            <numerusform>Prea puține culori potrivite: pe nivelul %1 cel puțin %n pătrat trebuie să se potrivească cu culoarea de dedesubt.</numerusform>
            <numerusform>Prea puține culori potrivite: pe nivelul %1 cel puțin %n pătrate trebuie să se potrivească cu culorile de dedesubt.</numerusform>
            <numerusform>Prea puține culori potrivite: pe nivelul %1 cel puțin %n de pătrate trebuie să se potrivească cu culorile de dedesubt.</numerusform>
        </translation>
    </message>
    <message>
        <source>That would cover a region protected by another player&apos;s pawn.</source>
        <translation>Astfel ai acoperi o regiune apărată de pionul altui jucător.</translation>
    </message>
    <message>
        <source>That would merge two pawns&apos; regions into one.</source>
        <translation>Astfel ai uni într-una singură regiunile a doi pioni.</translation>
    </message>
    <message>
        <source>The pawn can go onto the new tile or one step to a covered neighbouring cell.</source>
        <translation>Pionul poate merge pe plăcuța nouă sau cu un pas pe un pătrat vecin acoperit.</translation>
    </message>
    <message>
        <source>The pawn cannot enter a region holding another pawn.</source>
        <translation>Pionul nu poate intra într-o regiune în care se află alt pion.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Așteaptă-ți rândul.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Această mutare nu este permisă.</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>La mutare: %1 (calculator). Se gândește…</translation>
    </message>
    <message>
        <source>%1 to play: place a sphere from the reserve, or click one of your free spheres to raise it.</source>
        <translation>La mutare: %1. Așază o bilă din rezervă sau dă clic pe una dintre bilele tale libere ca s-o urci.</translation>
    </message>
    <message>
        <source>%1: click a highlighted place to raise the sphere to, or Escape to choose again.</source>
        <translation>La mutare: %1. Dă clic pe locul luminat pe care vrei să urci bila sau apasă Esc ca să alegi din nou.</translation>
    </message>
    <message>
        <source>%1 completed a pattern: click one or two of your glowing spheres to take them back.</source>
        <translation>Careu (sau aliniament) realizat de %1: dă clic pe una sau două dintre bilele tale luminate ca să le recuperezi.</translation>
    </message>
    <message>
        <source>%1: take back a second sphere, or press Done to keep it at one.</source>
        <translation>La mutare: %1. Recuperează a doua bilă sau apasă Gata ca să rămâi la una.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>La mutare: %1.</translation>
    </message>
    <message>
        <source>Draw: the same position occurred three times.</source>
        <translation>Remiză: aceeași poziție a apărut de trei ori.</translation>
    </message>
    <message>
        <source>%1 wins by crowning the pyramid.</source>
        <translation>Câștigă %1, prin bila pusă în vârful piramidei.</translation>
    </message>
    <message>
        <source>%1 wins: %2&apos;s reserve is empty.</source>
        <translation>Câștigă %1: %2 au rămas fără rezervă.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Câștigă %1.</translation>
    </message>
    <message>
        <source>Colour match short: too few squares match the colours below.</source>
        <translation>Prea puține culori potrivite: prea puține pătrate se potrivesc cu culorile de dedesubt.</translation>
    </message>
    <message>
        <source>%1: click a glowing cell to move your pawn there, or Stay.</source>
        <translation>%1: dă clic pe un pătrat luminat ca să-ți muți pionul acolo, sau pe Rămâi.</translation>
    </message>
    <message>
        <source>%1 cannot lay any tile: press Pass.</source>
        <translation>%1 nu poate pune nicio plăcuță: apasă Pas.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Dă ecranul lui %1.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list of names: any but the last two</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a list of names: the last two</comment>
        <translation>%1 și %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>Câștigă %1 cu %n punct.</numerusform>
            <numerusform>Câștigă %1 cu %n puncte.</numerusform>
            <numerusform>Câștigă %1 cu %n de puncte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s).</source>
        <translation>
            <numerusform>%1 împart victoria cu %n punct.</numerusform>
            <numerusform>%1 împart victoria cu %n puncte.</numerusform>
            <numerusform>%1 împart victoria cu %n de puncte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final scores: %1.</source>
        <translation>Punctaj final: %1.</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>Notation: %1</source>
        <translation>Notație: %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mutări</translation>
    </message>
</context>
<context>
    <name>Pilus</name>
    <message>
        <source>Orange</source>
        <translation>Portocaliu</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Wine</source>
        <translation>Vișiniu</translation>
    </message>
    <message>
        <source>Indigo</source>
        <translation>Albastru indigo</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>the word the Move field takes for a pass, as its placeholder and refusal write it</comment>
        <translation>pas</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Dai pas</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 dă pas</translation>
    </message>
    <message>
        <source>You lay %2 at %3</source>
        <translation>Pui %2 la %3</translation>
    </message>
    <message>
        <source>%1 lays %2 at %3</source>
        <translation>%1 pune %2 la %3</translation>
    </message>
    <message>
        <source>, pawn to %1</source>
        <translation>, pionul pe %1</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Câștigă %1</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Victorie împărțită: %1</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>La mutare: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left to draw</source>
        <translation>
            <numerusform>Mai este %n plăcuță de tras</numerusform>
            <numerusform>Mai sunt %n plăcuțe de tras</numerusform>
            <numerusform>Mai sunt %n de plăcuțe de tras</numerusform>
        </translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>nivelul %1</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Rândul tău</translation>
    </message>
    <message>
        <source>Player %1 to move</source>
        <translation>Mută Jucătorul %1</translation>
    </message>
    <message>
        <source>None of these tiles fits anywhere on the table: press Pass.</source>
        <translation>Niciuna dintre aceste plăcuțe nu încape pe masă: apasă Pas.</translation>
    </message>
    <message>
        <source>Hidden until %1 is ready.</source>
        <translation>Ascunse până când %1 dă clic.</translation>
    </message>
    <message>
        <source>Hidden until Player %1 is ready.</source>
        <translation>Ascunse până când Jucătorul %1 dă clic.</translation>
    </message>
    <message>
        <source>Tiles in hand — %1</source>
        <translation>Plăcuțe în mână — %1</translation>
    </message>
    <message>
        <source>Last turn: %1 %2</source>
        <translation>Ultima tură: %1 %2</translation>
    </message>
    <message>
        <source>Last turn: you passed</source>
        <translation>Ultima tură: ai dat pas</translation>
    </message>
    <message>
        <source>Last turn: %1 passed</source>
        <translation>Ultima tură: %1 a dat pas</translation>
    </message>
    <message>
        <source>Spot %1 of %2 here: L or Alt+wheel for the next</source>
        <translation>Locul %1 din %2 aici: L sau Alt+rotiță pentru următorul</translation>
    </message>
    <message>
        <source>No tiles left to draw</source>
        <translation>Nu mai sunt plăcuțe de tras</translation>
    </message>
    <message>
        <source>Level %1: not here</source>
        <translation>Nivelul %1: nu aici</translation>
    </message>
    <message>
        <source>+0: no square joins one of its colour</source>
        <translation>+0: niciun pătrat nu se alătură unuia de culoarea lui</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Nivelul %1: %2</translation>
    </message>
    <message>
        <source>Your pawn: %1 squares score nothing</source>
        <translation>Pionul tău: %1 pătrate nu aduc puncte</translation>
    </message>
    <message>
        <source>%1&apos;s pawn: %2 squares score nothing</source>
        <translation>Pionul lui %1: %2 pătrate nu aduc puncte</translation>
    </message>
    <message>
        <source>Player %1&apos;s pawn: %2 squares score nothing</source>
        <translation>Pionul Jucătorului %1: %2 pătrate nu aduc puncte</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Ai câștigat</translation>
    </message>
    <message>
        <source>You score %1</source>
        <translation>Punctezi %1</translation>
    </message>
    <message>
        <source>%1 scores %2</source>
        <translation>%1 punctează %2</translation>
    </message>
    <message>
        <source>I am %1: show my tiles</source>
        <translation>Sunt %1: arată-mi plăcuțele</translation>
    </message>
    <message>
        <source>I am Player %1: show my tiles</source>
        <translation>Sunt Jucătorul %1: arată-mi plăcuțele</translation>
    </message>
    <message>
        <source>Enter moves your pawn to the glowing cell; Tab shows the next one.</source>
        <translation>Enter îți mută pionul pe pătratul luminat; Tab îl arată pe următorul.</translation>
    </message>
</context>
<context>
    <name>PilusHint</name>
    <message numerus="yes">
        <source>Hint: lay this tile where its ghost shows: level %1, %n point(s). Enter lays it, then moves your pawn.</source>
        <translation>
            <numerusform>Indiciu: pune această plăcuță acolo unde o arată umbra ei: nivelul %1, %n punct. Enter o așază, apoi îți mută pionul.</numerusform>
            <numerusform>Indiciu: pune această plăcuță acolo unde o arată umbra ei: nivelul %1, %n puncte. Enter o așază, apoi îți mută pionul.</numerusform>
            <numerusform>Indiciu: pune această plăcuță acolo unde o arată umbra ei: nivelul %1, %n de puncte. Enter o așază, apoi îți mută pionul.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: lay this tile where its ghost shows: level %1, %n point(s). Enter lays it; your pawn stays.</source>
        <translation>
            <numerusform>Indiciu: pune această plăcuță acolo unde o arată umbra ei: nivelul %1, %n punct. Enter o așază; pionul tău rămâne pe loc.</numerusform>
            <numerusform>Indiciu: pune această plăcuță acolo unde o arată umbra ei: nivelul %1, %n puncte. Enter o așază; pionul tău rămâne pe loc.</numerusform>
            <numerusform>Indiciu: pune această plăcuță acolo unde o arată umbra ei: nivelul %1, %n de puncte. Enter o așază; pionul tău rămâne pe loc.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: lay this tile where its ghost shows. Enter lays it, then moves your pawn.</source>
        <translation>Indiciu: pune această plăcuță acolo unde o arată umbra ei. Enter o așază, apoi îți mută pionul.</translation>
    </message>
    <message>
        <source>Hint: lay this tile where its ghost shows. Enter lays it; your pawn stays.</source>
        <translation>Indiciu: pune această plăcuță acolo unde o arată umbra ei. Enter o așază; pionul tău rămâne pe loc.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: put your pawn on the glowing cell of the tile you just laid: there it guards a region of %n square(s) that the others can neither cover nor score. Enter moves it.</source>
        <translation>
            <numerusform>Indiciu: pune-ți pionul pe pătratul luminat al plăcuței tocmai așezate: acolo păzește o regiune de %n pătrat pe care ceilalți nu o pot nici acoperi, nici puncta. Enter îl mută.</numerusform>
            <numerusform>Indiciu: pune-ți pionul pe pătratul luminat al plăcuței tocmai așezate: acolo păzește o regiune de %n pătrate pe care ceilalți nu o pot nici acoperi, nici puncta. Enter îl mută.</numerusform>
            <numerusform>Indiciu: pune-ți pionul pe pătratul luminat al plăcuței tocmai așezate: acolo păzește o regiune de %n de pătrate pe care ceilalți nu o pot nici acoperi, nici puncta. Enter îl mută.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: move your pawn one step, to the glowing cell: there it guards a region of %n square(s) that the others can neither cover nor score. Enter moves it.</source>
        <translation>
            <numerusform>Indiciu: mută-ți pionul un pas, pe pătratul luminat: acolo păzește o regiune de %n pătrat pe care ceilalți nu o pot nici acoperi, nici puncta. Enter îl mută.</numerusform>
            <numerusform>Indiciu: mută-ți pionul un pas, pe pătratul luminat: acolo păzește o regiune de %n pătrate pe care ceilalți nu o pot nici acoperi, nici puncta. Enter îl mută.</numerusform>
            <numerusform>Indiciu: mută-ți pionul un pas, pe pătratul luminat: acolo păzește o regiune de %n de pătrate pe care ceilalți nu o pot nici acoperi, nici puncta. Enter îl mută.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: leave your pawn where it is: it guards a region of %n square(s) there that the others can neither cover nor score. Enter keeps it.</source>
        <translation>
            <numerusform>Indiciu: lasă-ți pionul unde este: acolo păzește o regiune de %n pătrat pe care ceilalți nu o pot nici acoperi, nici puncta. Enter îl lasă pe loc.</numerusform>
            <numerusform>Indiciu: lasă-ți pionul unde este: acolo păzește o regiune de %n pătrate pe care ceilalți nu o pot nici acoperi, nici puncta. Enter îl lasă pe loc.</numerusform>
            <numerusform>Indiciu: lasă-ți pionul unde este: acolo păzește o regiune de %n de pătrate pe care ceilalți nu o pot nici acoperi, nici puncta. Enter îl lasă pe loc.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: leave your pawn where it is: none of the cells it could go to lies in a region of two squares or more to guard. Enter keeps it.</source>
        <translation>Indiciu: lasă-ți pionul unde este: niciunul dintre pătratele pe care ar putea merge nu se află într-o regiune de două pătrate sau mai multe de păzit. Enter îl lasă pe loc.</translation>
    </message>
    <message>
        <source>Hint: leave your pawn where it is this turn. Enter keeps it.</source>
        <translation>Indiciu: lasă-ți pionul unde este în această tură. Enter îl lasă pe loc.</translation>
    </message>
</context>
<context>
    <name>PilusLessons</name>
    <message>
        <source>Laying on the table</source>
        <translation>Așezarea pe masă</translation>
    </message>
    <message>
        <source>Lay your tile on the table, on the glowing cells beside the starting tile.</source>
        <translation>Pune plăcuța pe masă, pe pătratele luminate de lângă plăcuța de start.</translation>
    </message>
    <message>
        <source>Not this one: lay the tile on the glowing cells.</source>
        <translation>Nu așa: pune plăcuța pe pătratele luminate.</translation>
    </message>
    <message>
        <source>Well done: a tile on the table must touch a tile already laid.</source>
        <translation>Bravo: o plăcuță pusă pe masă trebuie să atingă o plăcuță deja pusă.</translation>
    </message>
    <message>
        <source>Any side may touch, whatever its colour: lay your tile on the glowing cells.</source>
        <translation>Poate atinge pe orice latură, oricare ar fi culoarea: pune plăcuța pe pătratele luminate.</translation>
    </message>
    <message>
        <source>Well done: the table grows in every direction.</source>
        <translation>Bravo: jocul de pe masă crește în toate direcțiile.</translation>
    </message>
    <message>
        <source>Stacking on three of four squares</source>
        <translation>Suprapunerea pe trei din patru pătrate</translation>
    </message>
    <message>
        <source>Lay your tile on top, on the glowing cells: three squares hold it, one is over air.</source>
        <translation>Pune plăcuța deasupra, pe pătratele luminate: trei pătrate o susțin, unul e în aer.</translation>
    </message>
    <message>
        <source>Not this one: lay the tile on top, on the glowing cells.</source>
        <translation>Nu așa: pune plăcuța deasupra, pe pătratele luminate.</translation>
    </message>
    <message>
        <source>Well done: a tile on top rests on at least three squares of two tiles or more.</source>
        <translation>Bravo: o plăcuță pusă deasupra se sprijină pe cel puțin trei pătrate a două sau mai multe plăcuțe.</translation>
    </message>
    <message>
        <source>Resting on only two squares is not allowed: lay your tile on the glowing cells, on four.</source>
        <translation>Sprijinul pe doar două pătrate nu e permis: pune plăcuța pe pătratele luminate, pe patru.</translation>
    </message>
    <message>
        <source>Well done: two squares are too few; three or four hold a tile.</source>
        <translation>Bravo: două pătrate sunt prea puține; trei sau patru susțin o plăcuță.</translation>
    </message>
    <message>
        <source>Colour matching per level</source>
        <translation>Potrivirea culorilor pe fiecare nivel</translation>
    </message>
    <message>
        <source>On level 2, at least one square must match the colour under it. Turn your tile and lay it on the glowing cells.</source>
        <translation>Pe nivelul 2, cel puțin un pătrat trebuie să aibă culoarea celui de dedesubt. Rotește plăcuța și pune-o pe pătratele luminate.</translation>
    </message>
    <message>
        <source>Well done: level 2 needs one matching square.</source>
        <translation>Bravo: nivelul 2 cere un pătrat potrivit.</translation>
    </message>
    <message>
        <source>On level 3, at least two squares must match. Turn your tile and lay it on the glowing cells.</source>
        <translation>Pe nivelul 3, cel puțin două pătrate trebuie să se potrivească. Rotește plăcuța și pune-o pe pătratele luminate.</translation>
    </message>
    <message>
        <source>Well done: each level needs one more matching square; level 5 needs all four.</source>
        <translation>Bravo: fiecare nivel cere încă un pătrat potrivit; nivelul 5 le cere pe toate patru.</translation>
    </message>
    <message>
        <source>The pawn and protection</source>
        <translation>Pionul și protecția</translation>
    </message>
    <message>
        <source>Lay your tile on the glowing cells and put your pawn on it.</source>
        <translation>Pune plăcuța pe pătratele luminate și așază pionul pe ea.</translation>
    </message>
    <message>
        <source>The other pawn protects its region: you may not cover it. Turn your tile and lay it on the glowing cells.</source>
        <translation>Celălalt pion își apără regiunea: nu o poți acoperi. Rotește plăcuța și pune-o pe pătratele luminate.</translation>
    </message>
    <message>
        <source>Not this one: put your pawn on your new tile too.</source>
        <translation>Nu așa: pune și pionul pe plăcuța nouă.</translation>
    </message>
    <message>
        <source>Well done: your pawn protects its region from the other players.</source>
        <translation>Bravo: pionul tău îți apără regiunea de ceilalți jucători.</translation>
    </message>
    <message>
        <source>Well done: a protected region also scores nothing for the other players.</source>
        <translation>Bravo: o regiune apărată nici nu aduce puncte celorlalți jucători.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punctarea</translation>
    </message>
    <message>
        <source>Regions of two cells or more score. Turn your tile so it scores 5 and lay it on the glowing cells.</source>
        <translation>Regiunile de două pătrate sau mai multe aduc puncte. Rotește plăcuța ca să aducă 5 și pune-o pe pătratele luminate.</translation>
    </message>
    <message>
        <source>Not this one: lay it on the glowing cells, turned so it scores 5.</source>
        <translation>Nu așa: pune-o pe pătratele luminate, rotită ca să aducă 5.</translation>
    </message>
    <message>
        <source>Well done: on the table each cell of a scoring region is worth 1 point.</source>
        <translation>Bravo: pe masă fiecare pătrat al unei regiuni punctate valorează 1 punct.</translation>
    </message>
    <message>
        <source>On level 2 each cell counts twice. Turn your tile so it scores 10 and lay it on the glowing cells.</source>
        <translation>Pe nivelul 2 fiecare pătrat contează dublu. Rotește plăcuța ca să aducă 10 și pune-o pe pătratele luminate.</translation>
    </message>
    <message>
        <source>Not this one: lay it on the glowing cells, turned so it scores 10.</source>
        <translation>Nu așa: pune-o pe pătratele luminate, rotită ca să aducă 10.</translation>
    </message>
    <message>
        <source>Well done: you score the level times the cells of the scoring regions.</source>
        <translation>Bravo: primești nivelul înmulțit cu pătratele regiunilor punctate.</translation>
    </message>
</context>
<context>
    <name>PilusPanel</name>
    <message>
        <source>Scores</source>
        <translation>Punctaj</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;Rămâi</translation>
    </message>
    <message>
        <source>Leave the pawn where it is and end the turn</source>
        <translation>Lasă pionul unde este și încheie tura</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pas</translation>
    </message>
    <message>
        <source>None of your tiles can be laid anywhere: pass</source>
        <translation>Nicio plăcuță din mâna ta nu poate fi pusă: dai pas</translation>
    </message>
    <message>
        <source>Take the tile &amp;back</source>
        <translation>&amp;Ia plăcuța înapoi</translation>
    </message>
    <message>
        <source>Pick the tile up again and lay it elsewhere (Escape)</source>
        <translation>Ridică din nou plăcuța ca s-o pui în altă parte (Esc)</translation>
    </message>
</context>
<context>
    <name>PilusReview</name>
    <message>
        <source>Expert: same</source>
        <translation>Expert: la fel</translation>
    </message>
    <message>
        <source>Expert: as good</source>
        <translation>Expert: la fel de bună</translation>
    </message>
    <message>
        <source>Expert: +%1 more</source>
        <translation>Expert: +%1 în plus</translation>
    </message>
    <message>
        <source>The expert would have played this turn too (it scores %1 now).</source>
        <translation>Expertul ar fi jucat și el această tură (aduce acum %1 puncte).</translation>
    </message>
    <message>
        <source>The expert&apos;s choice scores %1 now, this turn %2; by its estimate the two are about as good.</source>
        <translation>Alegerea expertului aduce acum %1 puncte, această tură %2; după estimarea lui, cele două sunt cam la fel de bune.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice scores %1 now, this turn %2; by its estimate it is worth about %3 points more.</source>
        <translation>Alegerea expertului aduce acum %1 puncte, această tură %2; după estimarea lui valorează cu aproximativ %3 puncte mai mult.</translation>
    </message>
    <message>
        <source>While the game goes on, only your own turns are judged: the expert&apos;s choice for another player would tell what their hand held.</source>
        <translation>Cât timp jocul continuă, sunt judecate doar turele tale: alegerea expertului pentru alt jucător ar spune ce plăcuțe avea în mână.</translation>
    </message>
    <message>
        <source>While the game goes on, no turn is judged: the expert&apos;s choice for a turn would show that player&apos;s tiles to everyone at the screen. Finish the game to review every turn.</source>
        <translation>Cât timp jocul continuă, nu este judecată nicio tură: alegerea expertului pentru o tură ar arăta plăcuțele acelui jucător tuturor celor din fața ecranului. Terminați jocul ca să revedeți toate turele.</translation>
    </message>
    <message>
        <source>While the game goes on, no turn is judged. Finish the game to review every turn.</source>
        <translation>Cât timp jocul continuă, nu este judecată nicio tură. Terminați jocul ca să revedeți toate turele.</translation>
    </message>
    <message>
        <source>In the move list: %1 same: the expert chose this turn; %2 as good: the expert&apos;s choice is about as good by its estimate; %3 %4 +n more: the expert&apos;s choice is worth about n points more (%4 5 or more).</source>
        <translation>În lista mutărilor: %1 la fel: expertul a ales această tură; %2 la fel de bună: după estimarea sa, alegerea expertului este cam la fel de bună; %3 %4 +n în plus: alegerea expertului valorează cu aproximativ n puncte mai mult (%4 5 sau mai multe).</translation>
    </message>
    <message>
        <source>The expert looks at the turns: %1 of %2</source>
        <translation>Expertul examinează turele: %1 din %2</translation>
    </message>
    <message>
        <source>Move %1, %2: %3</source>
        <translation>Mutarea %1, %2: %3</translation>
    </message>
    <message>
        <source>The ghost on the table is the expert&apos;s tile.</source>
        <translation>Umbra de pe masă este plăcuța expertului.</translation>
    </message>
    <message>
        <source>The expert&apos;s tile is not shown: the tile laid covers its place.</source>
        <translation>Plăcuța expertului nu este arătată: plăcuța așezată îi acoperă locul.</translation>
    </message>
    <message>
        <source>The expert would have passed.</source>
        <translation>Expertul ar fi dat pas.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice for each turn, seeing only what its player saw: an estimate, not the truth.</source>
        <translation>Alegerea expertului pentru fiecare tură, văzând doar ce a văzut jucătorul ei: o estimare, nu adevărul.</translation>
    </message>
</context>
<context>
    <name>PilusWords</name>
    <message>
        <source>You passed</source>
        <translation>Ai dat pas</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 a dat pas</translation>
    </message>
    <message>
        <source>%1 laid a tile on the table</source>
        <translation>%1 a pus o plăcuță pe masă</translation>
    </message>
    <message>
        <source>%1 laid a tile on the table and scored %3</source>
        <translation>%1 a pus o plăcuță pe masă și a obținut %3</translation>
    </message>
    <message>
        <source>%1 laid a tile on the table and moved the pawn</source>
        <translation>%1 a pus o plăcuță pe masă și a mutat pionul</translation>
    </message>
    <message>
        <source>%1 laid a tile on the table, moved the pawn and scored %3</source>
        <translation>%1 a pus o plăcuță pe masă, a mutat pionul și a obținut %3</translation>
    </message>
    <message>
        <source>%1 laid a tile on level %2</source>
        <translation>%1 a pus o plăcuță pe nivelul %2</translation>
    </message>
    <message>
        <source>%1 laid a tile on level %2 and scored %3</source>
        <translation>%1 a pus o plăcuță pe nivelul %2 și a obținut %3</translation>
    </message>
    <message>
        <source>%1 laid a tile on level %2 and moved the pawn</source>
        <translation>%1 a pus o plăcuță pe nivelul %2 și a mutat pionul</translation>
    </message>
    <message>
        <source>%1 laid a tile on level %2, moved the pawn and scored %3</source>
        <translation>%1 a pus o plăcuță pe nivelul %2, a mutat pionul și a obținut %3</translation>
    </message>
    <message>
        <source>You laid a tile on the table</source>
        <translation>Ai pus o plăcuță pe masă</translation>
    </message>
    <message>
        <source>You laid a tile on the table and scored %3</source>
        <translation>Ai pus o plăcuță pe masă și ai obținut %3</translation>
    </message>
    <message>
        <source>You laid a tile on the table and moved your pawn</source>
        <translation>Ai pus o plăcuță pe masă și ți-ai mutat pionul</translation>
    </message>
    <message>
        <source>You laid a tile on the table, moved your pawn and scored %3</source>
        <translation>Ai pus o plăcuță pe masă, ți-ai mutat pionul și ai obținut %3</translation>
    </message>
    <message>
        <source>You laid a tile on level %2</source>
        <translation>Ai pus o plăcuță pe nivelul %2</translation>
    </message>
    <message>
        <source>You laid a tile on level %2 and scored %3</source>
        <translation>Ai pus o plăcuță pe nivelul %2 și ai obținut %3</translation>
    </message>
    <message>
        <source>You laid a tile on level %2 and moved your pawn</source>
        <translation>Ai pus o plăcuță pe nivelul %2 și ți-ai mutat pionul</translation>
    </message>
    <message>
        <source>You laid a tile on level %2, moved your pawn and scored %3</source>
        <translation>Ai pus o plăcuță pe nivelul %2, ți-ai mutat pionul și ai obținut %3</translation>
    </message>
</context>
<context>
    <name>Playback</name>
    <message>
        <source>Slow</source>
        <translation>Încet</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Repede</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Începutul partidei</translation>
    </message>
    <message>
        <source>Position after move %1 of %2</source>
        <translation>Poziția după mutarea %1 din %2</translation>
    </message>
    <message>
        <source>Paused — press Play to go on</source>
        <translation>Pauză — apasă Continuă ca partida să meargă mai departe</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>Începutul partidei (Home)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>O mutare înapoi (←)</translation>
    </message>
    <message>
        <source>One move on (→)</source>
        <translation>O mutare înainte (→)</translation>
    </message>
    <message>
        <source>The last move (End)</source>
        <translation>Ultima mutare (End)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gata</translation>
    </message>
    <message>
        <source>Back to the Game</source>
        <translation>Înapoi la partidă</translation>
    </message>
    <message>
        <source>Leave the review: the game as it was</source>
        <translation>Ieși din revedere: partida cum era</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Continuă</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pauză</translation>
    </message>
    <message>
        <source>Pause stops the computer at once: the move it is thinking about is not played</source>
        <translation>Pauza oprește calculatorul imediat: mutarea la care se gândește nu se joacă</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Viteză:</translation>
    </message>
    <message>
        <source>No move to review yet.</source>
        <translation>Încă nu e nicio mutare de revăzut.</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Dă ecranul lui %1</translation>
    </message>
    <message>
        <source>Pass the screen to Player %1</source>
        <translation>Dă ecranul Jucătorului %1</translation>
    </message>
    <message>
        <source>Click when only %1 can see the screen</source>
        <translation>Apasă când doar %1 vede ecranul</translation>
    </message>
    <message>
        <source>Click when only Player %1 can see the screen</source>
        <translation>Apasă când doar Jucătorul %1 vede ecranul</translation>
    </message>
    <message>
        <source>or press Enter</source>
        <translation>sau apasă Enter</translation>
    </message>
</context>
<context>
    <name>Pylos</name>
    <message>
        <source>Light</source>
        <translation>Bilele deschise</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Bilele închise</translation>
    </message>
    <message>
        <source>You raise %2 to %3</source>
        <translation>Urci bila de pe %2 pe %3</translation>
    </message>
    <message>
        <source>%1 raises %2 to %3</source>
        <translation>%1 urcă bila de pe %2 pe %3</translation>
    </message>
    <message>
        <source>You place on %3</source>
        <translation>Așezi pe %3</translation>
    </message>
    <message>
        <source>%1 places on %3</source>
        <translation>%1 așază pe %3</translation>
    </message>
    <message>
        <source>, takes back %1</source>
        <translation>, recuperează %1</translation>
    </message>
</context>
<context>
    <name>PylosBoard</name>
    <message>
        <source>a</source>
        <comment>column letter engraved on the board, as in moves</comment>
        <translation>a</translation>
    </message>
    <message>
        <source>b</source>
        <comment>column letter engraved on the board, as in moves</comment>
        <translation>b</translation>
    </message>
    <message>
        <source>c</source>
        <comment>column letter engraved on the board, as in moves</comment>
        <translation>c</translation>
    </message>
    <message>
        <source>d</source>
        <comment>column letter engraved on the board, as in moves</comment>
        <translation>d</translation>
    </message>
</context>
<context>
    <name>PylosLessons</name>
    <message>
        <source>Placing a sphere</source>
        <translation>Punerea unei bile</translation>
    </message>
    <message>
        <source>Place a sphere from your reserve on the glowing place.</source>
        <translation>Pune o bilă din rezervă pe locul luminat.</translation>
    </message>
    <message>
        <source>Not this one: place it on the glowing place.</source>
        <translation>Nu așa: pune-o pe locul luminat.</translation>
    </message>
    <message>
        <source>Well done: a turn can be placing one sphere from your reserve.</source>
        <translation>Bravo: o mutare poate fi punerea unei bile din rezervă.</translation>
    </message>
    <message>
        <source>Four spheres in a square hold one above: place a sphere on level 2.</source>
        <translation>Patru bile în pătrat susțin una deasupra: pune o bilă pe nivelul 2.</translation>
    </message>
    <message>
        <source>Not this one: place it on the four spheres, on level 2.</source>
        <translation>Nu așa: pune-o pe cele patru bile, pe nivelul 2.</translation>
    </message>
    <message>
        <source>Well done: a sphere may go on any level where four spheres hold it.</source>
        <translation>Bravo: o bilă poate merge pe orice nivel unde o susțin patru bile.</translation>
    </message>
    <message>
        <source>The square and the take-back</source>
        <translation>Careul și recuperarea</translation>
    </message>
    <message>
        <source>Complete a square of your colour on the glowing place, then take back one sphere.</source>
        <translation>Completează un careu de culoarea ta pe locul luminat, apoi recuperează o bilă.</translation>
    </message>
    <message>
        <source>Not this one: complete your square on the glowing place.</source>
        <translation>Nu așa: completează careul pe locul luminat.</translation>
    </message>
    <message>
        <source>Well done: a square of your colour lets you take back a sphere to your reserve.</source>
        <translation>Bravo: un careu de culoarea ta îți permite să recuperezi o bilă în rezervă.</translation>
    </message>
    <message>
        <source>Complete the square again, and take back two spheres this time.</source>
        <translation>Completează din nou careul și de data asta recuperează două bile.</translation>
    </message>
    <message>
        <source>Not this one: complete the square and take back two spheres.</source>
        <translation>Nu așa: completează careul și recuperează două bile.</translation>
    </message>
    <message>
        <source>Well done: you may take back one or two free spheres of your colour.</source>
        <translation>Bravo: poți recupera una sau două bile libere de culoarea ta.</translation>
    </message>
    <message>
        <source>Raising a sphere</source>
        <translation>Urcarea unei bile</translation>
    </message>
    <message>
        <source>Raise your free sphere from the glowing corner onto the four spheres: it saves a sphere of your reserve.</source>
        <translation>Urcă bila liberă din colțul luminat pe cele patru bile: economisești o bilă din rezervă.</translation>
    </message>
    <message>
        <source>Not this one: raise the sphere from the glowing corner instead of placing one.</source>
        <translation>Nu așa: urcă bila din colțul luminat în loc să pui una.</translation>
    </message>
    <message>
        <source>Well done: a raised sphere goes at least one level up and costs nothing.</source>
        <translation>Bravo: o bilă urcată merge cel puțin un nivel mai sus și nu te costă nimic.</translation>
    </message>
    <message>
        <source>The top</source>
        <translation>Vârful</translation>
    </message>
    <message>
        <source>Place your last sphere on the top of the pyramid.</source>
        <translation>Pune ultima bilă în vârful piramidei.</translation>
    </message>
    <message>
        <source>Not this one: place it on the top.</source>
        <translation>Nu așa: pune-o în vârf.</translation>
    </message>
    <message>
        <source>Well done: the player who places the top sphere wins.</source>
        <translation>Bravo: câștigă jucătorul care pune bila din vârf.</translation>
    </message>
    <message>
        <source>The empty reserve</source>
        <translation>Rezerva goală</translation>
    </message>
    <message>
        <source>One sphere is left in your reserve: raise one of your free spheres to level 3 to keep it.</source>
        <translation>Ți-a rămas o bilă în rezervă: urcă una dintre bilele tale libere pe nivelul 3 ca s-o păstrezi.</translation>
    </message>
    <message>
        <source>Not this one: with an empty reserve you lose. Raise a sphere instead.</source>
        <translation>Nu așa: cu rezerva goală pierzi. Urcă o bilă în schimb.</translation>
    </message>
    <message>
        <source>Well done: the player who cannot play a sphere loses, so save your spheres.</source>
        <translation>Bravo: pierde jucătorul care nu mai poate juca o bilă, așa că economisește-ți bilele.</translation>
    </message>
</context>
<context>
    <name>PylosWords</name>
    <message>
        <source>You placed the top sphere</source>
        <translation>Ai pus bila din vârf</translation>
    </message>
    <message>
        <source>%1 placed the top sphere</source>
        <translation>%1: bila din vârf pusă</translation>
    </message>
    <message>
        <source>%1 raised %2, level %3, to %4, level %5</source>
        <translation>%1: bilă urcată de pe %2, nivelul %3, pe %4, nivelul %5</translation>
    </message>
    <message>
        <source>%1 raised %2, level %3, to %4, level %5, and took back %6, level %7</source>
        <translation>%1: bilă urcată de pe %2, nivelul %3, pe %4, nivelul %5, și bilă recuperată de pe %6, nivelul %7</translation>
    </message>
    <message>
        <source>%1 raised %2, level %3, to %4, level %5, and took back %6, level %7, and %8, level %9</source>
        <translation>%1: bilă urcată de pe %2, nivelul %3, pe %4, nivelul %5, și bile recuperate de pe %6, nivelul %7, și de pe %8, nivelul %9</translation>
    </message>
    <message>
        <source>%1 placed a sphere on %2, level %3</source>
        <translation>%1: bilă pusă pe %2, nivelul %3</translation>
    </message>
    <message>
        <source>%1 placed a sphere on %2, level %3, and took back %4, level %5</source>
        <translation>%1: bilă pusă pe %2, nivelul %3, și bilă recuperată de pe %4, nivelul %5</translation>
    </message>
    <message>
        <source>%1 placed a sphere on %2, level %3, and took back %4, level %5, and %6, level %7</source>
        <translation>%1: bilă pusă pe %2, nivelul %3, și bile recuperate de pe %4, nivelul %5, și de pe %6, nivelul %7</translation>
    </message>
    <message>
        <source>You raised %2, level %3, to %4, level %5</source>
        <translation>Ai urcat o bilă de pe %2, nivelul %3, pe %4, nivelul %5</translation>
    </message>
    <message>
        <source>You raised %2, level %3, to %4, level %5, and took back %6, level %7</source>
        <translation>Ai urcat o bilă de pe %2, nivelul %3, pe %4, nivelul %5, și ai recuperat bila de pe %6, nivelul %7</translation>
    </message>
    <message>
        <source>You raised %2, level %3, to %4, level %5, and took back %6, level %7, and %8, level %9</source>
        <translation>Ai urcat o bilă de pe %2, nivelul %3, pe %4, nivelul %5, și ai recuperat bilele de pe %6, nivelul %7, și de pe %8, nivelul %9</translation>
    </message>
    <message>
        <source>You placed a sphere on %2, level %3</source>
        <translation>Ai pus o bilă pe %2, nivelul %3</translation>
    </message>
    <message>
        <source>You placed a sphere on %2, level %3, and took back %4, level %5</source>
        <translation>Ai pus o bilă pe %2, nivelul %3, și ai recuperat bila de pe %4, nivelul %5</translation>
    </message>
    <message>
        <source>You placed a sphere on %2, level %3, and took back %4, level %5, and %6, level %7</source>
        <translation>Ai pus o bilă pe %2, nivelul %3, și ai recuperat bilele de pe %4, nivelul %5, și de pe %6, nivelul %7</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Unitate</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Dosar</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Caută în:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fișiere de &amp;tipul:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Numele fișierului:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Deschide</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvează</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Salvează ca</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Înapoi</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Înainte</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Dosarul părinte</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Creează un dosar nou</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listă</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detalii</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Dosar &amp;nou</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Redenumește</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Ș&amp;terge</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Arată fișierele &amp;ascunse</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Arată </translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Toate fișierele (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 există deja.
Vreți să-l înlocuiți?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Sigur vreți să ștergeți „%1”?</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Dosar nou</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Bară laterală</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fișiere</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Înapoi</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Înainte</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Mergi la dosarul părinte</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Creează un dosar nou</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Arată ca listă</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Arată cu detalii</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Locuri și semne de carte</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Locuri recente</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Mărime</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Data modificării</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Calculator</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Tip</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Taie</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiază</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Lipește</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selectează tot</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Afișează detaliile...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ascunde detaliile...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nu</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Aruncă</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiază</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copiază &amp;adresa legăturii</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selectează tot</translation>
    </message>
</context>
<context>
    <name>RecordBox</name>
    <message>
        <source>Beginner</source>
        <translation>începător</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>ușor</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>mediu</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>greu</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>expert</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n câștigată</numerusform>
            <numerusform>%n câștigate</numerusform>
            <numerusform>%n câștigate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drawn</source>
        <translation>
            <numerusform>%n remiză</numerusform>
            <numerusform>%n remize</numerusform>
            <numerusform>%n de remize</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n pierdută</numerusform>
            <numerusform>%n pierdute</numerusform>
            <numerusform>%n pierdute</numerusform>
        </translation>
    </message>
    <message>
        <source>vs %1: %2</source>
        <translation>Nivelul %1: %2</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <source>Forget this record</source>
        <translation>Uită acest istoric</translation>
    </message>
    <message numerus="yes">
        <source>You beat %1 %n times in a row — try %2?</source>
        <translation>
            <numerusform>Ai învins nivelul %1 de %n ori la rând — încerci nivelul %2?</numerusform>
            <numerusform>Ai învins nivelul %1 de %n ori la rând — încerci nivelul %2?</numerusform>
            <numerusform>Ai învins nivelul %1 de %n de ori la rând — încerci nivelul %2?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won %n of your last 10 games against %1 — try %2?</source>
        <translation>
            <numerusform>Ai câștigat %n din ultimele 10 partide cu nivelul %1 — încerci nivelul %2?</numerusform>
            <numerusform>Ai câștigat %n din ultimele 10 partide cu nivelul %1 — încerci nivelul %2?</numerusform>
            <numerusform>Ai câștigat %n din ultimele 10 partide cu nivelul %1 — încerci nivelul %2?</numerusform>
        </translation>
    </message>
    <message>
        <source>Play against %1</source>
        <translation>Joacă cu nivelul %1</translation>
    </message>
    <message>
        <source>Reset the record</source>
        <translation>Șterge istoricul</translation>
    </message>
    <message>
        <source>Forget your record in %1?</source>
        <translation>Uiți istoricul tău la %1?</translation>
    </message>
    <message>
        <source>Your wins, draws and losses against the computer in this game are cleared. This cannot be undone.</source>
        <translation>Victoriile, remizele și înfrângerile tale cu calculatorul la acest joc se șterg. Nu se poate anula.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Best move</source>
        <translation>Cea mai bună mutare</translation>
    </message>
    <message>
        <source>Kept the win</source>
        <translation>Păstrează câștigul</translation>
    </message>
    <message>
        <source>Kept the win, but slower</source>
        <translation>Păstrează câștigul, dar mai încet</translation>
    </message>
    <message>
        <source>Threw the win away</source>
        <translation>A ratat câștigul</translation>
    </message>
    <message>
        <source>Kept the draw</source>
        <translation>Păstrează remiza</translation>
    </message>
    <message>
        <source>Threw the draw away</source>
        <translation>A ratat remiza</translation>
    </message>
    <message>
        <source>Best defence</source>
        <translation>Cea mai bună apărare</translation>
    </message>
    <message>
        <source>Still lost</source>
        <translation>Tot pierdută</translation>
    </message>
    <message>
        <source>Lost sooner than it had to</source>
        <translation>Pierde mai repede decât trebuia</translation>
    </message>
    <message>
        <source>Not worked out (too deep to judge in time)</source>
        <translation>Necalculată (prea adânc pentru a fi judecată la timp)</translation>
    </message>
    <message>
        <source>Could not be judged</source>
        <translation>Nu a putut fi judecată</translation>
    </message>
    <message>
        <source>Win in %1</source>
        <translation>Câștig în %1</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Câștig</translation>
    </message>
    <message>
        <source>Loss in %1</source>
        <translation>Înfrângere în %1</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Înfrângere</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remiză</translation>
    </message>
    <message>
        <source>win in %1</source>
        <translation>câștig în %1</translation>
    </message>
    <message>
        <source>loss in %1</source>
        <translation>pierdere în %1</translation>
    </message>
    <message>
        <source>The best move: still winning</source>
        <translation>Cea mai bună mutare: încă câștigă</translation>
    </message>
    <message>
        <source>The best move: %1</source>
        <comment>a win&apos;s distance</comment>
        <translation>Cea mai bună mutare: %1</translation>
    </message>
    <message>
        <source>Still winning</source>
        <translation>Încă câștigă</translation>
    </message>
    <message>
        <source>Still winning: %1</source>
        <comment>a win&apos;s distance</comment>
        <translation>Încă câștigă: %1</translation>
    </message>
    <message>
        <source>Still winning, but slower than it could be</source>
        <translation>Încă câștigă, dar mai încet decât putea</translation>
    </message>
    <message>
        <source>Still winning, but slower than it could be: %1</source>
        <comment>a win&apos;s distance</comment>
        <translation>Încă câștigă, dar mai încet decât putea: %1</translation>
    </message>
    <message>
        <source>Threw the win away: now only a draw</source>
        <translation>A ratat câștigul: acum doar remiză</translation>
    </message>
    <message>
        <source>Threw the win away: now lost</source>
        <translation>A ratat câștigul: acum e pierdută</translation>
    </message>
    <message>
        <source>Threw the win away: now lost, %1</source>
        <comment>a loss&apos;s distance</comment>
        <translation>A ratat câștigul: acum e pierdută, %1</translation>
    </message>
    <message>
        <source>Still a draw with best play from both</source>
        <translation>Tot remiză, dacă ambii joacă cel mai bine</translation>
    </message>
    <message>
        <source>Threw the draw away: now lost</source>
        <translation>A ratat remiza: acum e pierdută</translation>
    </message>
    <message>
        <source>Threw the draw away: now lost, %1</source>
        <comment>a loss&apos;s distance</comment>
        <translation>A ratat remiza: acum e pierdută, %1</translation>
    </message>
    <message>
        <source>Lost whatever was played; this holds out longest</source>
        <translation>Pierdută orice s-ar fi jucat; aceasta rezistă cel mai mult</translation>
    </message>
    <message>
        <source>Lost whatever was played; this holds out longest: %1</source>
        <comment>a loss&apos;s distance</comment>
        <translation>Pierdută orice s-ar fi jucat; aceasta rezistă cel mai mult: %1</translation>
    </message>
    <message>
        <source>Lost whatever was played</source>
        <translation>Pierdută orice s-ar fi jucat</translation>
    </message>
    <message>
        <source>Lost whatever was played, but this loses sooner</source>
        <translation>Pierdută orice s-ar fi jucat, dar aceasta pierde mai repede</translation>
    </message>
    <message>
        <source>Lost whatever was played, but this loses sooner: %1</source>
        <comment>a loss&apos;s distance</comment>
        <translation>Pierdută orice s-ar fi jucat, dar aceasta pierde mai repede: %1</translation>
    </message>
    <message>
        <source>Move %1, %2: %3</source>
        <translation>Mutarea %1, %2: %3</translation>
    </message>
    <message>
        <source>A better move: %1</source>
        <translation>O mutare mai bună: %1</translation>
    </message>
    <message>
        <source>Judging the moves: %1 of %2</source>
        <translation>Se judecă mutările: %1 din %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Câștigă %1</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Câștigi</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>the computer: one player</comment>
        <translation>Câștigă %1</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mutarea</translation>
    </message>
    <message>
        <source>The game&apos;s value after each move, with best play from there on: click a point to see its position</source>
        <translation>Valoarea partidei după fiecare mutare, cu joc perfect de acolo încolo: clic pe un punct pentru a-i vedea poziția</translation>
    </message>
    <message>
        <source>Above the middle line (a draw): good for %1; below: good for %2. The nearer a win, the further from the line.</source>
        <translation>Deasupra liniei din mijloc (remiză): bine pentru %1; dedesubt: bine pentru %2. Cu cât câștigul e mai aproape, cu atât mai departe de linie.</translation>
    </message>
    <message>
        <source>kept the win or the draw</source>
        <translation>a păstrat câștigul sau remiza</translation>
    </message>
    <message>
        <source>won, but slower</source>
        <translation>câștigă, dar mai încet</translation>
    </message>
    <message>
        <source>threw the win or the draw away</source>
        <translation>a ratat câștigul sau remiza</translation>
    </message>
    <message>
        <source>already lost</source>
        <translation>deja pierdută</translation>
    </message>
    <message>
        <source>Analyse from here</source>
        <translation>Analizează de aici</translation>
    </message>
    <message>
        <source>Open the analysis board on this position</source>
        <translation>Deschide tabla de analiză pe această poziție</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Every player&apos;s score after each round</source>
        <translation>Punctajul fiecărui jucător după fiecare rundă</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mutarea</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puncte</translation>
    </message>
    <message>
        <source>Every player&apos;s score after each move</source>
        <translation>Punctajul fiecărui jucător după fiecare mutare</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jucătorul %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <comment>a default seat name inside a sentence, with its article if the language needs one</comment>
        <translation>Jucătorul %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a computer seat: its level, then the seat&apos;s own name</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Choose a game</source>
        <translation>Alege un joc</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuă</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partide recente</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Joacă împotriva calculatorului</translation>
    </message>
    <message>
        <source>Two people</source>
        <translation>Două persoane</translation>
    </message>
    <message>
        <source>More options…</source>
        <translation>Mai multe opțiuni…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Învață să joci</translation>
    </message>
    <message>
        <source>Short lessons on the table, then a first game</source>
        <translation>Lecții scurte pe masă, apoi o primă partidă</translation>
    </message>
    <message>
        <source>This game is no longer there to continue.</source>
        <translation>Partida aceasta nu mai poate fi continuată.</translation>
    </message>
    <message>
        <source>Discard the game</source>
        <translation>Renunță la partidă</translation>
    </message>
    <message>
        <source>Throw this game away?</source>
        <translation>Arunci partida aceasta?</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n move(s) played. It cannot be brought back.</source>
        <translation>
            <numerusform>%1, %n mutare jucată. Nu va mai putea fi recuperată.</numerusform>
            <numerusform>%1, %n mutări jucate. Nu va mai putea fi recuperată.</numerusform>
            <numerusform>%1, %n de mutări jucate. Nu va mai putea fi recuperată.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Pe masă</translation>
    </message>
    <message>
        <source>Saved automatically</source>
        <translation>Salvată automat</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Mută %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuă</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Renunță</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Rândul tău</translation>
    </message>
    <message>
        <source>Player %1 to move</source>
        <translation>Mută Jucătorul %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <comment>who plays against whom</comment>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>today %1</source>
        <translation>azi %1</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>ieri %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a date, then a time</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>lipsește</translation>
    </message>
    <message>
        <source>Remove from the list (the file stays where it is)</source>
        <translation>Scoate din listă (fișierul rămâne unde este)</translation>
    </message>
</context>
</TS>
