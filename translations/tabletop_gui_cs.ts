<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
<context>
    <name>Analysis</name>
    <message>
        <source>This game has no analysis board.</source>
        <translation>Tato hra nemá analytickou desku.</translation>
    </message>
    <message>
        <source>Not during a lesson: the analysis board opens when the lesson is over.</source>
        <translation>Ne během lekce: analytická deska se otevře, až lekce skončí.</translation>
    </message>
    <message>
        <source>Not while a game is going on: the analysis board opens on a finished game, or before the first move.</source>
        <translation>Ne během rozehrané hry: analytická deska se otevře na dohrané hře nebo před prvním tahem.</translation>
    </message>
    <message>
        <source>Set up any position, play both sides, and see every move&apos;s exact value (a copy: the game is never changed)</source>
        <translation>Sestavte libovolnou pozici, hrajte za obě strany a uvidíte přesnou hodnotu každého tahu (kopie: hra se nikdy nezmění)</translation>
    </message>
    <message>
        <source>Click a place to put a light sphere, a dark one, or none there.</source>
        <translation>Klepněte na místo a položte tam světlou kouli, tmavou, nebo žádnou.</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Sestavení</translation>
    </message>
    <message>
        <source>Click the places: empty, light, dark, empty again</source>
        <translation>Klepejte na místa: prázdné, světlá, tmavá, znovu prázdné</translation>
    </message>
    <message>
        <source>The values could not be worked out.</source>
        <translation>Hodnoty se nepodařilo spočítat.</translation>
    </message>
    <message>
        <source>Analysis Board — Pylos</source>
        <translation>Analytická deska — Pylos</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Pozice</translation>
    </message>
    <message>
        <source>&amp;Set Up</source>
        <translation>&amp;Sestavit</translation>
    </message>
    <message>
        <source>Put spheres of either colour on the places by clicking them</source>
        <translation>Pokládejte koule kterékoli barvy na místa klepnutím na ně</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>&amp;Hrát odsud</translation>
    </message>
    <message>
        <source>Play moves for both sides from this position</source>
        <translation>Hrajte tahy za obě strany z této pozice</translation>
    </message>
    <message>
        <source>&amp;To move:</source>
        <translation>&amp;Na tahu:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Vyprázdnit desku</translation>
    </message>
    <message>
        <source>Take every sphere off the board</source>
        <translation>Sejme z desky všechny koule</translation>
    </message>
    <message>
        <source>Take &amp;Back</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>The position before the last move played here</source>
        <translation>Pozice před posledním tahem zahraným zde</translation>
    </message>
    <message>
        <source>Every move&apos;s value</source>
        <translation>Hodnota každého tahu</translation>
    </message>
    <message>
        <source>%1 has 15 spheres: at least one stays in the reserve (a player who places the last one loses).</source>
        <translation>%1: 15 koulí; aspoň jedna zůstává v zásobníku (kdo položí poslední, prohrává).</translation>
    </message>
    <message>
        <source>A sphere above the first level needs the four spheres under it.</source>
        <translation>Koule nad prvním patrem potřebuje čtyři koule pod sebou.</translation>
    </message>
    <message>
        <source>This sphere holds up spheres above it: take those off first.</source>
        <translation>Tato koule nese koule nad sebou: nejdřív sejměte ty.</translation>
    </message>
    <message>
        <source>A sphere on the top ends the game: leave the top empty.</source>
        <translation>Koule na vrcholu hru ukončí: nechte vrchol prázdný.</translation>
    </message>
    <message numerus="yes">
        <source>Wins in %n turn(s)</source>
        <translation>
            <numerusform>Vyhrává za %n tah</numerusform>
            <numerusform>Vyhrává za %n tahy</numerusform>
            <numerusform>Vyhrává za %n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loses in %n turn(s)</source>
        <translation>
            <numerusform>Prohrává za %n tah</numerusform>
            <numerusform>Prohrává za %n tahy</numerusform>
            <numerusform>Prohrává za %n tahů</numerusform>
        </translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Výhra</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Prohra</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <source>Not known</source>
        <comment>the value of a move the solver could not work out in time</comment>
        <translation>Neznámá</translation>
    </message>
    <message>
        <source>Working out the values…</source>
        <translation>Počítají se hodnoty…</translation>
    </message>
    <message>
        <source>With best play %1 wins.</source>
        <translation>Při nejlepší hře vyhrává %1.</translation>
    </message>
    <message>
        <source>With best play the game is drawn.</source>
        <translation>Při nejlepší hře skončí hra remízou.</translation>
    </message>
    <message>
        <source>With best play %1 loses.</source>
        <translation>Při nejlepší hře prohrává %1.</translation>
    </message>
    <message>
        <source>The game is over: there is no move to value.</source>
        <translation>Hra skončila: není žádný tah k ohodnocení.</translation>
    </message>
    <message>
        <source>Every move&apos;s value is exact: from the book of solved positions or the solver.</source>
        <translation>Hodnota každého tahu je přesná: z knihy vyřešených pozic nebo z řešitele.</translation>
    </message>
    <message>
        <source>%1 of %2 moves valued…</source>
        <translation>Ohodnoceno %1 z %2 tahů…</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Tah</translation>
    </message>
    <message>
        <source>Every legal move, best first; double-click one to play it</source>
        <translation>Všechny povolené tahy, nejlepší první; dvojitým klepnutím tah zahrajete</translation>
    </message>
    <message>
        <source>Ana&amp;lyse Position…</source>
        <translation>Ana&amp;lyzovat pozici…</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>No OpenGL context could be created.</source>
        <translation>Nepodařilo se vytvořit kontext OpenGL.</translation>
    </message>
    <message>
        <source>The OpenGL context could not be made current.</source>
        <translation>Kontext OpenGL se nepodařilo aktivovat.</translation>
    </message>
    <message>
        <source>OpenGL 2.1 or newer is needed; this system has %1.</source>
        <translation>Je potřeba OpenGL 2.1 nebo novější; tento systém má %1.</translation>
    </message>
    <message>
        <source>PyOpenGL could not be loaded: %1.</source>
        <translation>PyOpenGL se nepodařilo načíst: %1.</translation>
    </message>
    <message>
        <source>PyOpenGL cannot use the OpenGL context of this display (is GLX missing?).</source>
        <translation>PyOpenGL nemůže použít kontext OpenGL této obrazovky (chybí GLX?).</translation>
    </message>
    <message>
        <source>Tabletop</source>
        <translation>Tabletop</translation>
    </message>
    <message>
        <source>Tabletop needs OpenGL to draw the table, and none is available.</source>
        <translation>Tabletop potřebuje k vykreslení stolu OpenGL, které tu není k dispozici.</translation>
    </message>
    <message>
        <source>The 3D table could not be drawn.</source>
        <translation>Trojrozměrný stůl se nepodařilo vykreslit.</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Let the computer move</source>
        <translation>Nechat táhnout počítač</translation>
    </message>
    <message>
        <source>The computer waits since the move was taken back: let it play on</source>
        <translation>Počítač čeká, protože byl tah vrácen: nechte ho hrát dál</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>The OpenGL context is not valid.</source>
        <translation>Kontext OpenGL není platný.</translation>
    </message>
    <message>
        <source>PyOpenGL sees no current OpenGL context.</source>
        <translation>PyOpenGL nevidí žádný aktivní kontext OpenGL.</translation>
    </message>
</context>
<context>
    <name>ContinueCard</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n tah</numerusform>
            <numerusform>%n tahy</numerusform>
            <numerusform>%n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n people</source>
        <translation>
            <numerusform>%n osoba</numerusform>
            <numerusform>%n osoby</numerusform>
            <numerusform>%n osob</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Children (no patterns; raising saves spheres)</source>
        <translation>Dětská (bez čtverců; posunutím výš se šetří koule)</translation>
    </message>
    <message>
        <source>Standard (squares of your colour)</source>
        <translation>Základní (čtverce vaší barvy)</translation>
    </message>
    <message>
        <source>Mature (squares and lines of your colour)</source>
        <translation>Pro pokročilé (čtverce a řady vaší barvy)</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Computer — Beginner</source>
        <translation>Počítač — Začátečník</translation>
    </message>
    <message>
        <source>Computer — Easy</source>
        <translation>Počítač — Snadný</translation>
    </message>
    <message>
        <source>Computer — Medium</source>
        <translation>Počítač — Střední</translation>
    </message>
    <message>
        <source>Computer — Hard</source>
        <translation>Počítač — Těžký</translation>
    </message>
    <message>
        <source>Computer — Expert</source>
        <translation>Počítač — Expert</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>kulatá</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>trojúhelníková</translation>
    </message>
    <message>
        <source>square</source>
        <translation>čtvercová</translation>
    </message>
    <message>
        <source>star</source>
        <translation>hvězdicová</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Světlý</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tmavý</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Varianta:</translation>
    </message>
    <message>
        <source>&amp;First to move:</source>
        <translation>&amp;Kdo začíná:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Light:</source>
        <translation>Světlý:</translation>
    </message>
    <message>
        <source>Dark:</source>
        <translation>Tmavý:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Počet hráčů:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Místa u stolu</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Hraje</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Figurka</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>The player&apos;s name; empty: %1</source>
        <translation>Jméno hráče; když zůstane prázdné: %1</translation>
    </message>
    <message>
        <source>Pawn shape: %1</source>
        <translation>Figurka %1</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Náhodně</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Místo %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Začít</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop %1&lt;/h3&gt;&lt;p&gt;%2 on a 3D table.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;Made with Qt for Python, pyqtgraph and PyOpenGL.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tabletop %1&lt;/h3&gt;&lt;p&gt;%2 na trojrozměrném stole.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;Vytvořeno pomocí Qt for Python, pyqtgraph a PyOpenGL.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules of PILUS</source>
        <translation>Pravidla hry PILUS</translation>
    </message>
    <message>
        <source>Rules of Pylos</source>
        <translation>Pravidla hry Pylos</translation>
    </message>
    <message>
        <source>About Tabletop</source>
        <translation>O aplikaci Tabletop</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>The file could not be read.</source>
        <translation>Soubor se nepodařilo přečíst.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a saved game.</source>
        <translation>Soubor je poškozený nebo to není uložená hra.</translation>
    </message>
    <message>
        <source>The file is not a saved game.</source>
        <translation>Soubor není uložená hra.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game.</source>
        <translation>Soubor je příliš velký na to, aby to byla uložená hra.</translation>
    </message>
    <message>
        <source>The game was saved by a newer version of the app.</source>
        <translation>Hra byla uložena novější verzí aplikace.</translation>
    </message>
    <message>
        <source>The saved game is incomplete or damaged.</source>
        <translation>Uložená hra je neúplná nebo poškozená.</translation>
    </message>
    <message>
        <source>The saved game has more moves than a game can have.</source>
        <translation>Uložená hra má víc tahů, než může mít jakákoli hra.</translation>
    </message>
    <message>
        <source>The result saved with the game does not match its moves.</source>
        <translation>Výsledek uložený se hrou neodpovídá jejím tahům.</translation>
    </message>
    <message>
        <source>The game could not be saved there.</source>
        <translation>Hru tam nelze uložit.</translation>
    </message>
    <message>
        <source>A move in the saved game is not legal.</source>
        <translation>Jeden z tahů v uložené hře není platný.</translation>
    </message>
    <message>
        <source>The game file could not be used.</source>
        <translation>Soubor hry nelze použít.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Disk je plný.</translation>
    </message>
    <message>
        <source>The disk is read-only.</source>
        <translation>Disk je jen pro čtení.</translation>
    </message>
    <message>
        <source>You are not allowed to write there.</source>
        <translation>Nemáte oprávnění tam zapisovat.</translation>
    </message>
    <message>
        <source>You are not allowed to read it.</source>
        <translation>Nemáte oprávnění ho číst.</translation>
    </message>
    <message>
        <source>The file name is too long.</source>
        <translation>Název souboru je příliš dlouhý.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>Soubor neexistuje.</translation>
    </message>
    <message>
        <source>The folder does not exist.</source>
        <translation>Složka neexistuje.</translation>
    </message>
    <message>
        <source>Move %1 (%2) in the saved game is not legal.</source>
        <translation>Tah %1 (%2) v uložené hře není platný.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>move %1</source>
        <translation>tah %1</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>Close, to look at the table (Esc)</source>
        <translation>Zavřít a podívat se na stůl (Esc)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Uložit…</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Uloženo</translation>
    </message>
    <message>
        <source>This game is kept in its file</source>
        <translation>Tato hra je uložena ve svém souboru</translation>
    </message>
    <message>
        <source>Keep this game in a file (it is not kept otherwise)</source>
        <translation>Uložit tuto hru do souboru (jinak se neuchová)</translation>
    </message>
    <message>
        <source>Review the Game</source>
        <translation>Projít hru</translation>
    </message>
    <message>
        <source>Step through the game move by move</source>
        <translation>Projděte hru tah po tahu</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nová hra…</translation>
    </message>
    <message>
        <source>Choose another game or other players</source>
        <translation>Vyberte jinou hru nebo jiné hráče</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>Hrát znovu</translation>
    </message>
    <message>
        <source>The same game with the same players</source>
        <translation>Stejná hra se stejnými hráči</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Show how the game ended</source>
        <translation>Ukázat, jak hra skončila</translation>
    </message>
    <message numerus="yes">
        <source>The game lasted %n move(s).</source>
        <translation>
            <numerusform>Hra trvala %n tah.</numerusform>
            <numerusform>Hra trvala %n tahy.</numerusform>
            <numerusform>Hra trvala %n tahů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n bod</numerusform>
            <numerusform>%1: %n body</numerusform>
            <numerusform>%1: %n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tile has been laid.</source>
        <translation>Všechny dílky jsou položené.</translation>
    </message>
    <message>
        <source>Tiles were left, but nobody could lay one.</source>
        <translation>Dílky zbyly, ale nikdo už žádný nemohl položit.</translation>
    </message>
    <message>
        <source>The same position occurred three times.</source>
        <translation>Stejná pozice nastala třikrát.</translation>
    </message>
    <message>
        <source>You crowned the pyramid with the last sphere.</source>
        <translation>Korunovali jste pyramidu poslední koulí.</translation>
    </message>
    <message>
        <source>%1 crowned the pyramid with the last sphere.</source>
        <translation>%1: poslední koule na vrcholu pyramidy.</translation>
    </message>
    <message>
        <source>You have no sphere left to play.</source>
        <translation>Nezbývá vám žádná koule ke hraní.</translation>
    </message>
    <message>
        <source>%1 has no sphere left to play.</source>
        <translation>%1: žádná koule ke hraní.</translation>
    </message>
    <message>
        <source>%1: %2 left in the reserve</source>
        <translation>%1: v zásobníku %2</translation>
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
        <translation>Hru Pylos vydává Gigamic.</translation>
    </message>
    <message>
        <source>Two players build a pyramid of 30 spheres; whoever places the sphere on the top wins.</source>
        <translation>Dva hráči staví pyramidu z 30 koulí; vyhrává ten, kdo položí kouli na vrchol.</translation>
    </message>
    <message>
        <source>PILUS</source>
        <translation>PILUS</translation>
    </message>
    <message>
        <source>PILUS is a game by Kris J Wolff.</source>
        <translation>PILUS je hra Krise J Wolffa.</translation>
    </message>
    <message>
        <source>Players lay colourful tiles to create regions of colour; the larger and higher off the table, the more points they score.</source>
        <translation>Hráči pokládají barevné dílky a tvoří z nich barevné oblasti; čím větší a výš nad stolem, tím víc bodů přinesou.</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>Tile %1 (key %1)</source>
        <translation>Dílek %1 (klávesa %1)</translation>
    </message>
    <message>
        <source>Tile %1: %2</source>
        <translation>Dílek %1: %2</translation>
    </message>
    <message>
        <source>⟲ Turn left</source>
        <translation>⟲ Doleva</translation>
    </message>
    <message>
        <source>Turn the tile a quarter counter-clockwise (Q)</source>
        <translation>Otočí dílek o čtvrt otáčky proti směru hodinových ručiček (Q)</translation>
    </message>
    <message>
        <source>Turn right ⟳</source>
        <translation>Doprava ⟳</translation>
    </message>
    <message>
        <source>Turn the tile a quarter clockwise (E, Space, Ctrl+wheel)</source>
        <translation>Otočí dílek o čtvrt otáčky po směru hodinových ručiček (E, mezerník, Ctrl+kolečko)</translation>
    </message>
    <message>
        <source>Your tiles</source>
        <translation>Vaše dílky</translation>
    </message>
    <message>
        <source>%1&apos;s tiles</source>
        <translation>Dílky v ruce: %1</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Dílky</translation>
    </message>
</context>
<context>
    <name>HintPresenter</name>
    <message>
        <source>No hint while the table is hidden.</source>
        <translation>Žádná rada, dokud je stůl skrytý.</translation>
    </message>
    <message numerus="yes">
        <source>you win in %n turn(s) with best play</source>
        <translation>
            <numerusform>při nejlepší hře vyhrajete za %n tah</numerusform>
            <numerusform>při nejlepší hře vyhrajete za %n tahy</numerusform>
            <numerusform>při nejlepší hře vyhrajete za %n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best play wins for the opponent in %n turn(s)</source>
        <translation>
            <numerusform>při nejlepší hře vyhraje soupeř za %n tah</numerusform>
            <numerusform>při nejlepší hře vyhraje soupeř za %n tahy</numerusform>
            <numerusform>při nejlepší hře vyhraje soupeř za %n tahů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanguageManager</name>
    <message>
        <source>System</source>
        <translation>Jazyk systému</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Lesson %1 of %2: %3</source>
        <translation>Lekce %1 z %2: %3</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Krok %1 z %2</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Další lekce</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Dále</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lekce</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Leave lessons</source>
        <translation>Ukončit lekce</translation>
    </message>
    <message>
        <source>Play a game against the computer (Beginner)</source>
        <translation>Zahrát si hru proti počítači (Začátečník)</translation>
    </message>
    <message>
        <source>Done: press Next to go on.</source>
        <translation>Hotovo: pokračujte tlačítkem Dále.</translation>
    </message>
    <message>
        <source>Learn to Play %1</source>
        <translation>Naučit se hrát %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Could not open the game</source>
        <translation>Hru se nepodařilo otevřít</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Varianta:</translation>
    </message>
    <message>
        <source>Light reserve:</source>
        <translation>Zásobník Světlého:</translation>
    </message>
    <message>
        <source>Dark reserve:</source>
        <translation>Zásobník Tmavého:</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>H&amp;otovo</translation>
    </message>
    <message>
        <source>Take back only the one sphere chosen</source>
        <translation>Odebrat jen tuto jednu kouli</translation>
    </message>
    <message>
        <source>Start turn &amp;again</source>
        <translation>Začít tah &amp;znovu</translation>
    </message>
    <message>
        <source>Undo the clicks of this turn (Escape)</source>
        <translation>Zruší kliknutí v tomto tahu (Esc)</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Tah:</translation>
    </message>
    <message>
        <source>Any move can be typed in the notation of the rules</source>
        <translation>Každý tah lze napsat v zápisu z pravidel</translation>
    </message>
    <message>
        <source>thinking %p%</source>
        <translation>přemýšlí %p%</translation>
    </message>
    <message>
        <source>Stop and Move Now</source>
        <translation>Zastavit a táhnout hned</translation>
    </message>
    <message>
        <source>The computer plays the best move it has found so far</source>
        <translation>Počítač zahraje nejlepší tah, který zatím našel</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>S&amp;tart Page</source>
        <translation>Úvodní &amp;stránka</translation>
    </message>
    <message>
        <source>The games to start, the games to continue and the recent ones</source>
        <translation>Hry k zahájení, rozehrané hry a nedávné hry</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>Choose a game, its options and the players, and start it</source>
        <translation>Vyberte hru, její nastavení a hráče a začněte hrát</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otevře uloženou hru</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Uloží hru</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Uložit j&amp;ako…</translation>
    </message>
    <message>
        <source>Save the game in a new file</source>
        <translation>Uloží hru do nového souboru</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Vrátí poslední tah</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Zno&amp;vu</translation>
    </message>
    <message>
        <source>Play the move taken back again</source>
        <translation>Znovu zahraje vrácený tah</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Poradit tah</translation>
    </message>
    <message>
        <source>Ask the computer for a good move</source>
        <translation>Požádat počítač o dobrý tah</translation>
    </message>
    <message>
        <source>Revie&amp;w Game</source>
        <translation>Pro&amp;jít hru</translation>
    </message>
    <message>
        <source>Step through the moves played so far</source>
        <translation>Projděte dosud odehrané tahy</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>Close the app; the game is kept for next time</source>
        <translation>Zavře aplikaci; rozehraná hra zůstane uložena na příště</translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation>&amp;Výchozí pohled</translation>
    </message>
    <message>
        <source>Look at the table from the start position</source>
        <translation>Pohled na stůl z výchozí polohy</translation>
    </message>
    <message>
        <source>&amp;Top View</source>
        <translation>Pohled &amp;shora</translation>
    </message>
    <message>
        <source>Look straight down on the table</source>
        <translation>Pohled kolmo shora na stůl</translation>
    </message>
    <message>
        <source>PILUS: &amp;Plain Rulebook Colours</source>
        <translation>PILUS: &amp;jednoduché barvy z pravidel</translation>
    </message>
    <message>
        <source>Off: colour-blind-friendly colours with a mark on each square</source>
        <translation>Vypnuto: barvy vhodné pro barvoslepé se značkou na každém políčku</translation>
    </message>
    <message>
        <source>PILUS: &amp;Heights View</source>
        <translation>PILUS: zobrazit &amp;patra</translation>
    </message>
    <message>
        <source>Each level as a number, lower tiles darker, lines where heights change</source>
        <translation>Každé patro s číslem, nižší dílky tmavší a čáry tam, kde se mění výška</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
    </message>
    <message>
        <source>The rules of the game on the table</source>
        <translation>Pravidla hry, která je na stole</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;O aplikaci</translation>
    </message>
    <message>
        <source>About this app</source>
        <translation>O této aplikaci</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Zo&amp;brazení</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>Type a turn, e.g. BYGN@2,0 p3,1 or pass, then Enter</source>
        <translation>Napište tah, např. BYGN@2,0 p3,1 nebo pas, a stiskněte Enter</translation>
    </message>
    <message>
        <source>Type a move, e.g. 1b2 or 1a1-2b2, then Enter</source>
        <translation>Napište tah, např. 1b2 nebo 1a1-2b2, a stiskněte Enter</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Jste na tahu</translation>
    </message>
    <message>
        <source>%1 to move (computer)</source>
        <translation>Na tahu: %1 (počítač)</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Na tahu: %1</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Vyhráli jste</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>the computer: one player</comment>
        <translation>Vyhrává %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Vyhrává %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Bez názvu</translation>
    </message>
    <message>
        <source>%1[*] — Tabletop</source>
        <translation>%1[*] — Tabletop</translation>
    </message>
    <message>
        <source>No hint while the tiles are hidden.</source>
        <translation>Žádná rada, dokud jsou dílky skryté.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Hledám dobrý tah…</translation>
    </message>
    <message>
        <source>No hint now: it is not a person&apos;s turn.</source>
        <translation>Teď nelze radit: není na tahu člověk.</translation>
    </message>
    <message>
        <source>No hint now: the game is over.</source>
        <translation>Teď nelze radit: hra skončila.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Rada: %1</translation>
    </message>
    <message>
        <source>you win with best play</source>
        <translation>při nejlepší hře vyhrajete</translation>
    </message>
    <message>
        <source>best play wins for the opponent, but this move sets a trap</source>
        <translation>při nejlepší hře vyhraje soupeř, ale tímto tahem mu nastražíte past</translation>
    </message>
    <message>
        <source>best play wins for the opponent</source>
        <translation>při nejlepší hře vyhraje soupeř</translation>
    </message>
    <message>
        <source>best play draws</source>
        <translation>při nejlepší hře je remíza</translation>
    </message>
    <message>
        <source>Saved games (%1)</source>
        <translation>Uložené hry (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Otevřít hru</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>Hru se nepodařilo uložit</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Uloženo do %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Neuložené změny</translation>
    </message>
    <message>
        <source>Save the changes to this game before quitting?</source>
        <translation>Uložit změny této hry před ukončením?</translation>
    </message>
    <message>
        <source>Save: keep it in a file. Discard: quit and throw the unsaved changes away. Cancel: go back to the game.</source>
        <translation>Uložit: uchovat ji v souboru. Zahodit: ukončit a zahodit neuložené změny. Zrušit: vrátit se ke hře.</translation>
    </message>
    <message>
        <source>Save: keep it in a file. Keep for Next Time: quit; the game is offered again at the next start. Discard: quit and throw the unsaved changes away. Cancel: go back to the game.</source>
        <translation>Uložit: uchovat ji v souboru. Ponechat na příště: ukončit; hra vám bude znovu nabídnuta při příštím spuštění. Zahodit: ukončit a zahodit neuložené změny. Zrušit: vrátit se ke hře.</translation>
    </message>
    <message>
        <source>&amp;Keep for Next Time</source>
        <translation>&amp;Ponechat na příště</translation>
    </message>
    <message>
        <source>Save the changes to this game first?</source>
        <translation>Nejprve uložit změny této hry?</translation>
    </message>
    <message>
        <source>Save: keep it in a file first. Discard: throw the unsaved changes away. Cancel: go back to the game.</source>
        <translation>Uložit: nejprve ji uchovat v souboru. Zahodit: zahodit neuložené změny. Zrušit: vrátit se ke hře.</translation>
    </message>
    <message>
        <source>The game cannot be kept for next time: nothing can be written in %1. Use Game → Save to keep it.</source>
        <translation>Hru nelze ponechat na příště: do %1 nelze nic zapsat. Uložte ji příkazem Hra → Uložit.</translation>
    </message>
    <message>
        <source>Your settings cannot be stored in %1; they apply until the app closes.</source>
        <translation>Vaše nastavení nelze uložit do %1; platí do zavření aplikace.</translation>
    </message>
    <message>
        <source>The computer could not make its move and is waiting. Undo a move and play on, or start a new game.</source>
        <translation>Počítač nedokázal zahrát svůj tah a čeká. Vraťte tah a hrajte dál, nebo začněte novou hru.</translation>
    </message>
    <message>
        <source>No hint this time: the computer found none.</source>
        <translation>Tentokrát žádná rada: počítač žádnou nenašel.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Hide this message</source>
        <translation>Skrýt tuto zprávu</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Light</source>
        <translation>Světlý</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tmavý</translation>
    </message>
    <message>
        <source>That is not a move. Write e.g. 1b2, 1a1-2b2 or 2b2x2b2x1c3.</source>
        <translation>To není tah. Napište např. 1b2, 1a1-2b2 nebo 2b2x2b2x1c3.</translation>
    </message>
    <message>
        <source>There is no such place. Places run from 1a1 to 4a1.</source>
        <translation>Takové místo neexistuje. Místa jsou od 1a1 do 4a1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>A sphere cannot go there: the place is taken or not fully supported.</source>
        <translation>Sem kouli položit nelze: místo je obsazené nebo pod ním nejsou všechny čtyři koule.</translation>
    </message>
    <message>
        <source>Your reserve is empty.</source>
        <translation>Váš zásobník je prázdný.</translation>
    </message>
    <message>
        <source>You can only raise one of your own spheres.</source>
        <translation>Posunout výš můžete jen svou vlastní kouli.</translation>
    </message>
    <message>
        <source>That sphere is not free: another sphere rests on it.</source>
        <translation>Ta koule není uvolněná: stojí na ní jiná koule.</translation>
    </message>
    <message>
        <source>A raised sphere must go to a higher level.</source>
        <translation>Posunutá koule musí jít do vyššího patra.</translation>
    </message>
    <message>
        <source>That sphere supports the place you want to raise it to.</source>
        <translation>Tato koule podpírá místo, na které ji chcete posunout.</translation>
    </message>
    <message>
        <source>You completed a pattern: take back one or two of your free spheres.</source>
        <translation>Dotvořili jste čtverec (nebo řadu) své barvy: odeberte jednu nebo dvě své uvolněné koule.</translation>
    </message>
    <message>
        <source>You may only take spheres back after completing a pattern.</source>
        <translation>Koule smíte odebrat jen po dotvoření čtverce (nebo řady) své barvy.</translation>
    </message>
    <message>
        <source>You may take back at most two spheres.</source>
        <translation>Odebrat smíte nejvýše dvě koule.</translation>
    </message>
    <message>
        <source>You can only take back your own spheres.</source>
        <translation>Odebrat můžete jen své vlastní koule.</translation>
    </message>
    <message>
        <source>You can only take back a free sphere.</source>
        <translation>Odebrat můžete jen uvolněnou kouli.</translation>
    </message>
    <message>
        <source>You cannot take back the same sphere twice.</source>
        <translation>Stejnou kouli nelze odebrat dvakrát.</translation>
    </message>
    <message>
        <source>That sphere is Dark&apos;s: you may raise only your own.</source>
        <translation>Ta koule patří Tmavému: posunout výš můžete jen své vlastní.</translation>
    </message>
    <message>
        <source>That sphere is Light&apos;s: you may raise only your own.</source>
        <translation>Ta koule patří Světlému: posunout výš můžete jen své vlastní.</translation>
    </message>
    <message>
        <source>That sphere is Dark&apos;s: you may take back only your own.</source>
        <translation>Ta koule patří Tmavému: odebrat můžete jen své vlastní.</translation>
    </message>
    <message>
        <source>That sphere is Light&apos;s: you may take back only your own.</source>
        <translation>Ta koule patří Světlému: odebrat můžete jen své vlastní.</translation>
    </message>
    <message>
        <source>That sphere cannot be raised: it holds up others.</source>
        <translation>Tu kouli nelze posunout výš: nesou se na ní jiné.</translation>
    </message>
    <message>
        <source>That sphere cannot be raised: there is no free place higher up that it does not hold up.</source>
        <translation>Tu kouli nelze posunout výš: výš není žádné volné místo, které by sama nepodpírala.</translation>
    </message>
    <message>
        <source>That sphere cannot be taken back: it holds up others.</source>
        <translation>Tu kouli nelze odebrat: nesou se na ní jiné.</translation>
    </message>
    <message>
        <source>The sphere cannot go there: click one of the glowing places higher up, or Escape to choose again.</source>
        <translation>Tam koule jít nemůže: klikněte na některé ze zvýrazněných míst výš, nebo stiskněte Esc a vyberte znovu.</translation>
    </message>
    <message>
        <source>Click a glowing hollow to place a sphere from your reserve.</source>
        <translation>Klikněte na zvýrazněnou jamku a položte kouli ze své zásoby.</translation>
    </message>
    <message>
        <source>Place a sphere on a free, supported place, or raise one of yours.</source>
        <translation>Položte kouli na volné podepřené místo, nebo posuňte výš některou svou.</translation>
    </message>
    <message>
        <source>Your turn: place a sphere from the reserve, or click one of your free spheres to raise it.</source>
        <translation>Jste na tahu: položte kouli ze zásobníku, nebo klikněte na svou uvolněnou kouli a posuňte ji výš.</translation>
    </message>
    <message>
        <source>Click a highlighted place to raise the sphere to, or Escape to choose again.</source>
        <translation>Klikněte na zvýrazněné místo, kam chcete kouli posunout, nebo stiskněte Esc a vyberte znovu.</translation>
    </message>
    <message>
        <source>You completed a pattern: click one or two of your glowing spheres to take them back.</source>
        <translation>Dotvořili jste čtverec (nebo řadu): klikněte na jednu nebo dvě své zářící koule a odeberte je.</translation>
    </message>
    <message>
        <source>Take back a second sphere, or press Done to keep it at one.</source>
        <translation>Odeberte druhou kouli, nebo stiskněte Hotovo a zůstaňte u jedné.</translation>
    </message>
    <message>
        <source>You win by crowning the pyramid.</source>
        <translation>Vyhráli jste korunovací pyramidy.</translation>
    </message>
    <message>
        <source>You win: the computer&apos;s reserve is empty.</source>
        <translation>Vyhráli jste: zásobník počítače je prázdný.</translation>
    </message>
    <message>
        <source>You win.</source>
        <translation>Vyhráli jste.</translation>
    </message>
    <message>
        <source>%1 wins: your reserve is empty.</source>
        <translation>Vyhrává %1: váš zásobník je prázdný.</translation>
    </message>
    <message>
        <source>%1 wins by crowning the pyramid.</source>
        <comment>the computer: one player</comment>
        <translation>Vyhrává %1 – položil kouli na vrchol pyramidy.</translation>
    </message>
    <message>
        <source>%1 wins: %2&apos;s reserve is empty.</source>
        <comment>both players are computers, one player each</comment>
        <translation>Vyhrává %1: %2 má prázdný zásobník.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <comment>the computer: one player</comment>
        <translation>Vyhrává %1.</translation>
    </message>
    <message>
        <source>Place a sphere or raise one of yours</source>
        <translation>Položte kouli, nebo posuňte výš některou svou</translation>
    </message>
    <message>
        <source>Click where the sphere goes, higher up</source>
        <translation>Klikněte, kam koule půjde, výš</translation>
    </message>
    <message>
        <source>Take back one or two of your spheres</source>
        <translation>Odeberte jednu nebo dvě své koule</translation>
    </message>
    <message>
        <source>Take back a second sphere, or press Done</source>
        <translation>Odeberte druhou kouli, nebo stiskněte Hotovo</translation>
    </message>
    <message>
        <source>Hint: raise %1, level %2, to %3, level %4</source>
        <translation>Nápověda: posuňte %1, patro %2, na %3, patro %4</translation>
    </message>
    <message>
        <source>Hint: place a sphere on %1, level %2</source>
        <translation>Nápověda: položte kouli na %1, patro %2</translation>
    </message>
    <message>
        <source>, then take back %1</source>
        <translation>, potom odeberte %1</translation>
    </message>
    <message>
        <source>%1, level %2</source>
        <translation>%1, patro %2</translation>
    </message>
    <message>
        <source>Wait: it is the computer&apos;s turn.</source>
        <translation>Počkejte: na tahu je počítač.</translation>
    </message>
    <message>
        <source>That is not a PILUS turn. Write e.g. BYGN@2,0 p3,1, or pass.</source>
        <translation>To není tah hry PILUS. Napište např. BYGN@2,0 p3,1 nebo pas.</translation>
    </message>
    <message>
        <source>A tile shows blue (B), yellow (Y), grey (G) and green (N) once each.</source>
        <translation>Dílek má každou barvu právě jednou: modrou (B), žlutou (Y), šedou (G) a zelenou (N).</translation>
    </message>
    <message>
        <source>None of your tiles can be laid: you must pass.</source>
        <translation>Žádný z vašich dílků nelze položit: musíte pasovat.</translation>
    </message>
    <message>
        <source>You can lay a tile, so you cannot pass.</source>
        <translation>Můžete položit dílek, takže nesmíte pasovat.</translation>
    </message>
    <message>
        <source>You have no such tile in your hand.</source>
        <translation>Takový dílek v ruce nemáte.</translation>
    </message>
    <message>
        <source>A tile on the table must touch the tiles already laid.</source>
        <translation>Dílek na stole musí sousedit s už zahranými dílky.</translation>
    </message>
    <message>
        <source>Too little support: at least 3 of the 4 squares must rest on one level.</source>
        <translation>Málo opory: aspoň 3 ze 4 políček musí ležet na jednom patře.</translation>
    </message>
    <message>
        <source>A tile may not rest on a single tile.</source>
        <translation>Dílek nesmí ležet jen na jediném dílku.</translation>
    </message>
    <message>
        <source>Tiles cannot go higher than level 5.</source>
        <translation>Dílky nemohou být výš než v 5. patře.</translation>
    </message>
    <message>
        <source>Choose a tile, turn it (Q/E, Ctrl+wheel or the buttons) and click the table where its outlined ghost shows it.</source>
        <translation>Vyberte dílek, otočte ho (Q/E, Ctrl+kolečko nebo tlačítka) a klikněte na stůl tam, kde ho ukazuje jeho orámovaný obrys.</translation>
    </message>
    <message>
        <source>Click a glowing cell to move your pawn there, or Stay.</source>
        <translation>Klikněte na zářící pole a přesuňte tam svou figurku, nebo na Zůstat.</translation>
    </message>
    <message>
        <source>Click a glowing cell of the tile just laid to put your pawn there, or Stay to keep it off the table.</source>
        <translation>Klikněte na zářící pole právě položeného dílku a postavte tam svou figurku, nebo na Zůstat a nechte ji mimo stůl.</translation>
    </message>
    <message>
        <source>You cannot lay any tile: press Pass.</source>
        <translation>Nemůžete položit žádný dílek: stiskněte Pasovat.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Jste na tahu.</translation>
    </message>
    <message>
        <source>%1: choose a tile, turn it (Q/E, Ctrl+wheel or the buttons) and click the table where its outlined ghost shows it.</source>
        <translation>%1: vyberte dílek, otočte ho (Q/E, Ctrl+kolečko nebo tlačítka) a klikněte na stůl tam, kde ho ukazuje jeho orámovaný obrys.</translation>
    </message>
    <message>
        <source>%1: click a glowing cell of the tile just laid to put your pawn there, or Stay to keep it off the table.</source>
        <translation>%1: klikněte na zářící pole právě položeného dílku a postavte tam svou figurku, nebo na Zůstat a nechte ji mimo stůl.</translation>
    </message>
    <message>
        <source>Player %1 to play.</source>
        <translation>Na tahu: Hráč %1.</translation>
    </message>
    <message>
        <source>Put your pawn on the tile just laid, or stay</source>
        <translation>Postavte figurku na právě položený dílek, nebo zůstaňte</translation>
    </message>
    <message>
        <source>Waiting for Player %1 to be ready</source>
        <translation>Hráč %1 se připravuje…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 přemýšlí…</translation>
    </message>
    <message>
        <source>Pass the screen to Player %1.</source>
        <translation>Předejte obrazovku hráči %1.</translation>
    </message>
    <message numerus="yes">
        <source>You win with %n point(s).</source>
        <translation>
            <numerusform>Vyhráli jste s %n bodem.</numerusform>
            <numerusform>Vyhráli jste s %n body.</numerusform>
            <numerusform>Vyhráli jste s %n body.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Přemýšlí…</translation>
    </message>
    <message>
        <source>Waiting for the computer</source>
        <translation>Čeká se na počítač</translation>
    </message>
    <message>
        <source>Lay a tile: pick one, turn it, click the table</source>
        <translation>Položte dílek: vyberte ho, otočte a klikněte na stůl</translation>
    </message>
    <message>
        <source>Move your pawn one step or stay</source>
        <translation>Posuňte figurku o krok, nebo zůstaňte</translation>
    </message>
    <message>
        <source>None of your tiles fits: pass</source>
        <translation>Žádný váš dílek se nevejde: pasujte</translation>
    </message>
    <message>
        <source>Waiting for %1 to be ready</source>
        <translation>%1 se připravuje…</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message numerus="yes">
        <source>Colour match short: on level %1, at least %n square(s) must match the colours below.</source>
        <translation>
            <numerusform>Málo shodných barev: v %1. patře se musí aspoň %n políčko shodovat s barvou pod sebou.</numerusform>
            <numerusform>Málo shodných barev: v %1. patře se musí aspoň %n políčka shodovat s barvami pod sebou.</numerusform>
            <numerusform>Málo shodných barev: v %1. patře se musí aspoň %n políček shodovat s barvami pod sebou.</numerusform>
        </translation>
    </message>
    <message>
        <source>That would cover a region protected by another player&apos;s pawn.</source>
        <translation>Tím byste zakryli oblast chráněnou figurkou jiného hráče.</translation>
    </message>
    <message>
        <source>That would merge two pawns&apos; regions into one.</source>
        <translation>Tím byste spojili oblasti dvou figurek v jednu.</translation>
    </message>
    <message>
        <source>The pawn can go onto the new tile or one step to a covered neighbouring cell.</source>
        <translation>Figurka může na nový dílek nebo o jedno políčko na sousední zakryté políčko.</translation>
    </message>
    <message>
        <source>The pawn cannot enter a region holding another pawn.</source>
        <translation>Figurka nesmí vstoupit do oblasti, ve které stojí jiná figurka.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Počkejte, až budete na tahu.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Tento tah není povolen.</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>Na tahu: %1 (počítač). Přemýšlí…</translation>
    </message>
    <message>
        <source>%1 to play: place a sphere from the reserve, or click one of your free spheres to raise it.</source>
        <translation>Na tahu: %1. Položte kouli ze zásobníku, nebo klikněte na svou uvolněnou kouli a posuňte ji výš.</translation>
    </message>
    <message>
        <source>%1: click a highlighted place to raise the sphere to, or Escape to choose again.</source>
        <translation>%1: klikněte na zvýrazněné místo, kam chcete kouli posunout, nebo stiskněte Esc a vyberte znovu.</translation>
    </message>
    <message>
        <source>%1 completed a pattern: click one or two of your glowing spheres to take them back.</source>
        <translation>%1 dotvořil čtverec (nebo řadu): klikněte na jednu nebo dvě své zářící koule a odeberte je.</translation>
    </message>
    <message>
        <source>%1: take back a second sphere, or press Done to keep it at one.</source>
        <translation>%1: odeberte druhou kouli, nebo stiskněte Hotovo a zůstaňte u jedné.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Na tahu: %1.</translation>
    </message>
    <message>
        <source>Draw: the same position occurred three times.</source>
        <translation>Remíza: tatáž pozice nastala potřetí.</translation>
    </message>
    <message>
        <source>%1 wins by crowning the pyramid.</source>
        <translation>Vyhrává %1 – položil kouli na vrchol pyramidy.</translation>
    </message>
    <message>
        <source>%1 wins: %2&apos;s reserve is empty.</source>
        <translation>Vyhrává %1: %2 má prázdný zásobník.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Vyhrává %1.</translation>
    </message>
    <message>
        <source>Colour match short: too few squares match the colours below.</source>
        <translation>Málo shodných barev: s barvami pod dílkem se shoduje příliš málo políček.</translation>
    </message>
    <message>
        <source>%1: click a glowing cell to move your pawn there, or Stay.</source>
        <translation>%1: klikněte na zářící políčko, kam chcete posunout figurku, nebo na Zůstat.</translation>
    </message>
    <message>
        <source>%1 cannot lay any tile: press Pass.</source>
        <translation>%1 nemůže položit žádný dílek: stiskněte Pasovat.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Předejte obrazovku: %1.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list of names: any but the last two</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a list of names: the last two</comment>
        <translation>%1 a %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>Vyhrává %1 s %n bodem.</numerusform>
            <numerusform>Vyhrává %1 s %n body.</numerusform>
            <numerusform>Vyhrává %1 s %n body.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s).</source>
        <translation>
            <numerusform>O vítězství se dělí %1 s %n bodem.</numerusform>
            <numerusform>O vítězství se dělí %1 s %n body.</numerusform>
            <numerusform>O vítězství se dělí %1 s %n body.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final scores: %1.</source>
        <translation>Konečné skóre: %1.</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>Notation: %1</source>
        <translation>Zápis: %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
</context>
<context>
    <name>Pilus</name>
    <message>
        <source>Orange</source>
        <translation>Oranžová</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Blankytná</translation>
    </message>
    <message>
        <source>Wine</source>
        <translation>Vínová</translation>
    </message>
    <message>
        <source>Indigo</source>
        <translation>Indigová</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>the word the Move field takes for a pass, as its placeholder and refusal write it</comment>
        <translation>pas</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Pasujete</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 pasuje</translation>
    </message>
    <message>
        <source>You lay %2 at %3</source>
        <translation>Pokládáte %2 na %3</translation>
    </message>
    <message>
        <source>%1 lays %2 at %3</source>
        <translation>%1 pokládá %2 na %3</translation>
    </message>
    <message>
        <source>, pawn to %1</source>
        <translation>, figurka na %1</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Vyhrává %1</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Dělené vítězství: %1</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Na tahu: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left to draw</source>
        <translation>
            <numerusform>Zbývá %n dílek k dobrání</numerusform>
            <numerusform>Zbývají %n dílky k dobrání</numerusform>
            <numerusform>Zbývá %n dílků k dobrání</numerusform>
        </translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>%1. patro</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Jste na tahu</translation>
    </message>
    <message>
        <source>Player %1 to move</source>
        <translation>Na tahu: Hráč %1</translation>
    </message>
    <message>
        <source>None of these tiles fits anywhere on the table: press Pass.</source>
        <translation>Žádný z těchto dílků se na stůl nevejde: stiskněte Pasovat.</translation>
    </message>
    <message>
        <source>Hidden until %1 is ready.</source>
        <translation>Skryto, dokud %1 neklikne na obrazovku.</translation>
    </message>
    <message>
        <source>Hidden until Player %1 is ready.</source>
        <translation>Skryto, dokud Hráč %1 neklikne na obrazovku.</translation>
    </message>
    <message>
        <source>Tiles in hand — %1</source>
        <translation>Dílky v ruce — %1</translation>
    </message>
    <message>
        <source>Last turn: %1 %2</source>
        <translation>Poslední tah: %1 %2</translation>
    </message>
    <message>
        <source>Last turn: you passed</source>
        <translation>Poslední tah: pasovali jste</translation>
    </message>
    <message>
        <source>Last turn: %1 passed</source>
        <translation>Poslední tah: %1 – pas</translation>
    </message>
    <message>
        <source>Spot %1 of %2 here: L or Alt+wheel for the next</source>
        <translation>Místo %1 z %2: další klávesou L nebo Alt+kolečkem</translation>
    </message>
    <message>
        <source>No tiles left to draw</source>
        <translation>Nezbývá žádný dílek k dobrání</translation>
    </message>
    <message>
        <source>Level %1: not here</source>
        <translation>%1. patro: sem ne</translation>
    </message>
    <message>
        <source>+0: no square joins one of its colour</source>
        <translation>+0: žádné pole nenavazuje na pole své barvy</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>%1. patro: %2</translation>
    </message>
    <message>
        <source>Your pawn: %1 squares score nothing</source>
        <translation>Vaše figurka: %1 polí nic nezíská</translation>
    </message>
    <message>
        <source>%1&apos;s pawn: %2 squares score nothing</source>
        <translation>Figurka hráče %1: %2 polí nic nezíská</translation>
    </message>
    <message>
        <source>Player %1&apos;s pawn: %2 squares score nothing</source>
        <translation>Figurka hráče %1: %2 polí nic nezíská</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Vyhráli jste</translation>
    </message>
    <message>
        <source>You score %1</source>
        <translation>Získáváte %1</translation>
    </message>
    <message>
        <source>%1 scores %2</source>
        <translation>%1 získává %2</translation>
    </message>
    <message>
        <source>I am %1: show my tiles</source>
        <translation>Jsem %1: ukázat mé dílky</translation>
    </message>
    <message>
        <source>I am Player %1: show my tiles</source>
        <translation>Jsem Hráč %1: ukázat mé dílky</translation>
    </message>
    <message>
        <source>Enter moves your pawn to the glowing cell; Tab shows the next one.</source>
        <translation>Enter přesune vaši figurku na zářící pole; Tab ukáže další.</translation>
    </message>
</context>
<context>
    <name>PilusHint</name>
    <message numerus="yes">
        <source>Hint: lay this tile where its ghost shows: level %1, %n point(s). Enter lays it, then moves your pawn.</source>
        <translation>
            <numerusform>Rada: položte tento dílek tam, kde ho ukazuje jeho obrys: %1. patro, %n bod. Enter ho položí a pak přesune vaši figurku.</numerusform>
            <numerusform>Rada: položte tento dílek tam, kde ho ukazuje jeho obrys: %1. patro, %n body. Enter ho položí a pak přesune vaši figurku.</numerusform>
            <numerusform>Rada: položte tento dílek tam, kde ho ukazuje jeho obrys: %1. patro, %n bodů. Enter ho položí a pak přesune vaši figurku.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: lay this tile where its ghost shows: level %1, %n point(s). Enter lays it; your pawn stays.</source>
        <translation>
            <numerusform>Rada: položte tento dílek tam, kde ho ukazuje jeho obrys: %1. patro, %n bod. Enter ho položí; vaše figurka zůstane.</numerusform>
            <numerusform>Rada: položte tento dílek tam, kde ho ukazuje jeho obrys: %1. patro, %n body. Enter ho položí; vaše figurka zůstane.</numerusform>
            <numerusform>Rada: položte tento dílek tam, kde ho ukazuje jeho obrys: %1. patro, %n bodů. Enter ho položí; vaše figurka zůstane.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: lay this tile where its ghost shows. Enter lays it, then moves your pawn.</source>
        <translation>Rada: položte tento dílek tam, kde ho ukazuje jeho obrys. Enter ho položí a pak přesune vaši figurku.</translation>
    </message>
    <message>
        <source>Hint: lay this tile where its ghost shows. Enter lays it; your pawn stays.</source>
        <translation>Rada: položte tento dílek tam, kde ho ukazuje jeho obrys. Enter ho položí; vaše figurka zůstane.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: put your pawn on the glowing cell of the tile you just laid: there it guards a region of %n square(s) that the others can neither cover nor score. Enter moves it.</source>
        <translation>
            <numerusform>Rada: postavte figurku na zářící pole dílku, který jste právě položili: tam hlídá oblast o %n poli, kterou ostatní nemohou zakrýt ani bodovat. Enter ji přesune.</numerusform>
            <numerusform>Rada: postavte figurku na zářící pole dílku, který jste právě položili: tam hlídá oblast o %n polích, kterou ostatní nemohou zakrýt ani bodovat. Enter ji přesune.</numerusform>
            <numerusform>Rada: postavte figurku na zářící pole dílku, který jste právě položili: tam hlídá oblast o %n polích, kterou ostatní nemohou zakrýt ani bodovat. Enter ji přesune.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: move your pawn one step, to the glowing cell: there it guards a region of %n square(s) that the others can neither cover nor score. Enter moves it.</source>
        <translation>
            <numerusform>Rada: posuňte figurku o krok, na zářící pole: tam hlídá oblast o %n poli, kterou ostatní nemohou zakrýt ani bodovat. Enter ji přesune.</numerusform>
            <numerusform>Rada: posuňte figurku o krok, na zářící pole: tam hlídá oblast o %n polích, kterou ostatní nemohou zakrýt ani bodovat. Enter ji přesune.</numerusform>
            <numerusform>Rada: posuňte figurku o krok, na zářící pole: tam hlídá oblast o %n polích, kterou ostatní nemohou zakrýt ani bodovat. Enter ji přesune.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: leave your pawn where it is: it guards a region of %n square(s) there that the others can neither cover nor score. Enter keeps it.</source>
        <translation>
            <numerusform>Rada: nechte figurku, kde je: hlídá tam oblast o %n poli, kterou ostatní nemohou zakrýt ani bodovat. Enter ji tam nechá.</numerusform>
            <numerusform>Rada: nechte figurku, kde je: hlídá tam oblast o %n polích, kterou ostatní nemohou zakrýt ani bodovat. Enter ji tam nechá.</numerusform>
            <numerusform>Rada: nechte figurku, kde je: hlídá tam oblast o %n polích, kterou ostatní nemohou zakrýt ani bodovat. Enter ji tam nechá.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: leave your pawn where it is: none of the cells it could go to lies in a region of two squares or more to guard. Enter keeps it.</source>
        <translation>Rada: nechte figurku, kde je: žádné z polí, kam by mohla jít, neleží v oblasti o dvou a více polích, kterou by stálo za to hlídat. Enter ji tam nechá.</translation>
    </message>
    <message>
        <source>Hint: leave your pawn where it is this turn. Enter keeps it.</source>
        <translation>Rada: nechte figurku tento tah, kde je. Enter ji tam nechá.</translation>
    </message>
</context>
<context>
    <name>PilusLessons</name>
    <message>
        <source>Laying on the table</source>
        <translation>Pokládání na stůl</translation>
    </message>
    <message>
        <source>Lay your tile on the table, on the glowing cells beside the starting tile.</source>
        <translation>Položte dílek na stůl, na zvýrazněná políčka vedle počátečního dílku.</translation>
    </message>
    <message>
        <source>Not this one: lay the tile on the glowing cells.</source>
        <translation>Takhle ne: položte dílek na zvýrazněná políčka.</translation>
    </message>
    <message>
        <source>Well done: a tile on the table must touch a tile already laid.</source>
        <translation>Výborně: dílek na stole se musí dotýkat už položeného dílku.</translation>
    </message>
    <message>
        <source>Any side may touch, whatever its colour: lay your tile on the glowing cells.</source>
        <translation>Dotýkat se může kterákoli strana, bez ohledu na barvu: položte dílek na zvýrazněná políčka.</translation>
    </message>
    <message>
        <source>Well done: the table grows in every direction.</source>
        <translation>Výborně: stavba na stole roste do všech stran.</translation>
    </message>
    <message>
        <source>Stacking on three of four squares</source>
        <translation>Pokládání na tři ze čtyř políček</translation>
    </message>
    <message>
        <source>Lay your tile on top, on the glowing cells: three squares hold it, one is over air.</source>
        <translation>Položte dílek nahoru, na zvýrazněná políčka: tři políčka ho nesou, jedno je nad prázdnem.</translation>
    </message>
    <message>
        <source>Not this one: lay the tile on top, on the glowing cells.</source>
        <translation>Takhle ne: položte dílek nahoru, na zvýrazněná políčka.</translation>
    </message>
    <message>
        <source>Well done: a tile on top rests on at least three squares of two tiles or more.</source>
        <translation>Výborně: dílek nahoře leží aspoň na třech políčkách dvou nebo více dílků.</translation>
    </message>
    <message>
        <source>Resting on only two squares is not allowed: lay your tile on the glowing cells, on four.</source>
        <translation>Ležet jen na dvou políčkách se nesmí: položte dílek na zvýrazněná políčka, na čtyři.</translation>
    </message>
    <message>
        <source>Well done: two squares are too few; three or four hold a tile.</source>
        <translation>Výborně: dvě políčka nestačí; dílek nesou tři nebo čtyři.</translation>
    </message>
    <message>
        <source>Colour matching per level</source>
        <translation>Shoda barev v každém patře</translation>
    </message>
    <message>
        <source>On level 2, at least one square must match the colour under it. Turn your tile and lay it on the glowing cells.</source>
        <translation>Ve 2. patře se aspoň jedno políčko musí shodovat s barvou pod ním. Otočte dílek a položte ho na zvýrazněná políčka.</translation>
    </message>
    <message>
        <source>Well done: level 2 needs one matching square.</source>
        <translation>Výborně: 2. patro chce jedno shodné políčko.</translation>
    </message>
    <message>
        <source>On level 3, at least two squares must match. Turn your tile and lay it on the glowing cells.</source>
        <translation>Ve 3. patře se musí shodovat aspoň dvě políčka. Otočte dílek a položte ho na zvýrazněná políčka.</translation>
    </message>
    <message>
        <source>Well done: each level needs one more matching square; level 5 needs all four.</source>
        <translation>Výborně: každé patro chce o jedno shodné políčko víc; 5. patro chce všechna čtyři.</translation>
    </message>
    <message>
        <source>The pawn and protection</source>
        <translation>Figurka a ochrana</translation>
    </message>
    <message>
        <source>Lay your tile on the glowing cells and put your pawn on it.</source>
        <translation>Položte dílek na zvýrazněná políčka a postavte na něj svou figurku.</translation>
    </message>
    <message>
        <source>The other pawn protects its region: you may not cover it. Turn your tile and lay it on the glowing cells.</source>
        <translation>Druhá figurka chrání svou oblast: nesmíte ji zakrýt. Otočte dílek a položte ho na zvýrazněná políčka.</translation>
    </message>
    <message>
        <source>Not this one: put your pawn on your new tile too.</source>
        <translation>Takhle ne: postavte na nový dílek i svou figurku.</translation>
    </message>
    <message>
        <source>Well done: your pawn protects its region from the other players.</source>
        <translation>Výborně: vaše figurka chrání svou oblast před ostatními hráči.</translation>
    </message>
    <message>
        <source>Well done: a protected region also scores nothing for the other players.</source>
        <translation>Výborně: chráněná oblast navíc ostatním hráčům nedává body.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Bodování</translation>
    </message>
    <message>
        <source>Regions of two cells or more score. Turn your tile so it scores 5 and lay it on the glowing cells.</source>
        <translation>Body dávají oblasti ze dvou a více políček. Otočte dílek tak, aby dal 5 bodů, a položte ho na zvýrazněná políčka.</translation>
    </message>
    <message>
        <source>Not this one: lay it on the glowing cells, turned so it scores 5.</source>
        <translation>Takhle ne: položte ho na zvýrazněná políčka, otočený tak, aby dal 5 bodů.</translation>
    </message>
    <message>
        <source>Well done: on the table each cell of a scoring region is worth 1 point.</source>
        <translation>Výborně: na stole má každé políčko bodované oblasti hodnotu 1 bod.</translation>
    </message>
    <message>
        <source>On level 2 each cell counts twice. Turn your tile so it scores 10 and lay it on the glowing cells.</source>
        <translation>Ve 2. patře se každé políčko počítá dvakrát. Otočte dílek tak, aby dal 10 bodů, a položte ho na zvýrazněná políčka.</translation>
    </message>
    <message>
        <source>Not this one: lay it on the glowing cells, turned so it scores 10.</source>
        <translation>Takhle ne: položte ho na zvýrazněná políčka, otočený tak, aby dal 10 bodů.</translation>
    </message>
    <message>
        <source>Well done: you score the level times the cells of the scoring regions.</source>
        <translation>Výborně: získáte číslo patra krát počet políček bodovaných oblastí.</translation>
    </message>
</context>
<context>
    <name>PilusPanel</name>
    <message>
        <source>Scores</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;Zůstat</translation>
    </message>
    <message>
        <source>Leave the pawn where it is and end the turn</source>
        <translation>Nechá figurku, kde je, a ukončí tah</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pasovat</translation>
    </message>
    <message>
        <source>None of your tiles can be laid anywhere: pass</source>
        <translation>Žádný z vašich dílků nelze položit: pasujete</translation>
    </message>
    <message>
        <source>Take the tile &amp;back</source>
        <translation>&amp;Vzít dílek zpět</translation>
    </message>
    <message>
        <source>Pick the tile up again and lay it elsewhere (Escape)</source>
        <translation>Znovu zvedne dílek, abyste ho mohli položit jinam (Esc)</translation>
    </message>
</context>
<context>
    <name>PilusReview</name>
    <message>
        <source>Expert: same</source>
        <translation>Expert: stejně</translation>
    </message>
    <message>
        <source>Expert: as good</source>
        <translation>Expert: stejně dobrý</translation>
    </message>
    <message>
        <source>Expert: +%1 more</source>
        <translation>Expert: +%1 navíc</translation>
    </message>
    <message>
        <source>The expert would have played this turn too (it scores %1 now).</source>
        <translation>Expert by zahrál tento tah také (teď dává %1 bodů).</translation>
    </message>
    <message>
        <source>The expert&apos;s choice scores %1 now, this turn %2; by its estimate the two are about as good.</source>
        <translation>Volba experta dává teď %1 bodů, tento tah %2; podle jeho odhadu jsou oba zhruba stejně dobré.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice scores %1 now, this turn %2; by its estimate it is worth about %3 points more.</source>
        <translation>Volba experta dává teď %1 bodů, tento tah %2; podle jeho odhadu má hodnotu asi o %3 bodů vyšší.</translation>
    </message>
    <message>
        <source>While the game goes on, only your own turns are judged: the expert&apos;s choice for another player would tell what their hand held.</source>
        <translation>Dokud hra běží, posuzují se jen vaše vlastní tahy: volba experta za jiného hráče by prozradila, jaké dílky měl v ruce.</translation>
    </message>
    <message>
        <source>While the game goes on, no turn is judged: the expert&apos;s choice for a turn would show that player&apos;s tiles to everyone at the screen. Finish the game to review every turn.</source>
        <translation>Dokud hra běží, neposuzuje se žádný tah: volba experta pro tah by ukázala dílky toho hráče všem u obrazovky. Dohrajte hru a projděte si všechny tahy.</translation>
    </message>
    <message>
        <source>While the game goes on, no turn is judged. Finish the game to review every turn.</source>
        <translation>Dokud hra běží, neposuzuje se žádný tah. Dohrajte hru a projděte si všechny tahy.</translation>
    </message>
    <message>
        <source>In the move list: %1 same: the expert chose this turn; %2 as good: the expert&apos;s choice is about as good by its estimate; %3 %4 +n more: the expert&apos;s choice is worth about n points more (%4 5 or more).</source>
        <translation>V seznamu tahů: %1 stejně: expert zvolil tento tah; %2 stejně dobrý: volba experta je podle jeho odhadu zhruba stejně dobrá; %3 %4 +n navíc: volba experta má hodnotu asi o n bodů vyšší (%4 5 a více).</translation>
    </message>
    <message>
        <source>The expert looks at the turns: %1 of %2</source>
        <translation>Expert prochází tahy: %1 z %2</translation>
    </message>
    <message>
        <source>Move %1, %2: %3</source>
        <translation>Tah %1, %2: %3</translation>
    </message>
    <message>
        <source>The ghost on the table is the expert&apos;s tile.</source>
        <translation>Obrys na stole je dílek experta.</translation>
    </message>
    <message>
        <source>The expert&apos;s tile is not shown: the tile laid covers its place.</source>
        <translation>Dílek experta není vidět: položený dílek zakrývá jeho místo.</translation>
    </message>
    <message>
        <source>The expert would have passed.</source>
        <translation>Expert by pasoval.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice for each turn, seeing only what its player saw: an estimate, not the truth.</source>
        <translation>Volba experta pro každý tah, když vidí jen to, co viděl jeho hráč: odhad, ne pravda.</translation>
    </message>
</context>
<context>
    <name>PilusWords</name>
    <message>
        <source>You passed</source>
        <translation>Pasujete</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 pasuje</translation>
    </message>
    <message>
        <source>%1 laid a tile on the table</source>
        <translation>%1 pokládá dílek na stůl</translation>
    </message>
    <message>
        <source>%1 laid a tile on the table and scored %3</source>
        <translation>%1 pokládá dílek na stůl a získává %3</translation>
    </message>
    <message>
        <source>%1 laid a tile on the table and moved the pawn</source>
        <translation>%1 pokládá dílek na stůl a posouvá figurku</translation>
    </message>
    <message>
        <source>%1 laid a tile on the table, moved the pawn and scored %3</source>
        <translation>%1 pokládá dílek na stůl, posouvá figurku a získává %3</translation>
    </message>
    <message>
        <source>%1 laid a tile on level %2</source>
        <translation>%1 pokládá dílek do %2. patra</translation>
    </message>
    <message>
        <source>%1 laid a tile on level %2 and scored %3</source>
        <translation>%1 pokládá dílek do %2. patra a získává %3</translation>
    </message>
    <message>
        <source>%1 laid a tile on level %2 and moved the pawn</source>
        <translation>%1 pokládá dílek do %2. patra a posouvá figurku</translation>
    </message>
    <message>
        <source>%1 laid a tile on level %2, moved the pawn and scored %3</source>
        <translation>%1 pokládá dílek do %2. patra, posouvá figurku a získává %3</translation>
    </message>
    <message>
        <source>You laid a tile on the table</source>
        <translation>Pokládáte dílek na stůl</translation>
    </message>
    <message>
        <source>You laid a tile on the table and scored %3</source>
        <translation>Pokládáte dílek na stůl a získáváte %3</translation>
    </message>
    <message>
        <source>You laid a tile on the table and moved your pawn</source>
        <translation>Pokládáte dílek na stůl a posouváte svou figurku</translation>
    </message>
    <message>
        <source>You laid a tile on the table, moved your pawn and scored %3</source>
        <translation>Pokládáte dílek na stůl, posouváte svou figurku a získáváte %3</translation>
    </message>
    <message>
        <source>You laid a tile on level %2</source>
        <translation>Pokládáte dílek do %2. patra</translation>
    </message>
    <message>
        <source>You laid a tile on level %2 and scored %3</source>
        <translation>Pokládáte dílek do %2. patra a získáváte %3</translation>
    </message>
    <message>
        <source>You laid a tile on level %2 and moved your pawn</source>
        <translation>Pokládáte dílek do %2. patra a posouváte svou figurku</translation>
    </message>
    <message>
        <source>You laid a tile on level %2, moved your pawn and scored %3</source>
        <translation>Pokládáte dílek do %2. patra, posouváte svou figurku a získáváte %3</translation>
    </message>
</context>
<context>
    <name>Playback</name>
    <message>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Začátek hry</translation>
    </message>
    <message>
        <source>Position after move %1 of %2</source>
        <translation>Pozice po tahu %1 z %2</translation>
    </message>
    <message>
        <source>Paused — press Play to go on</source>
        <translation>Pozastaveno — pokračujte tlačítkem Hrát</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>Začátek hry (Home)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>O tah zpět (←)</translation>
    </message>
    <message>
        <source>One move on (→)</source>
        <translation>O tah dál (→)</translation>
    </message>
    <message>
        <source>The last move (End)</source>
        <translation>Poslední tah (End)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hotovo</translation>
    </message>
    <message>
        <source>Back to the Game</source>
        <translation>Zpět ke hře</translation>
    </message>
    <message>
        <source>Leave the review: the game as it was</source>
        <translation>Ukončit procházení: hra, jak byla</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Hrát</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pauza</translation>
    </message>
    <message>
        <source>Pause stops the computer at once: the move it is thinking about is not played</source>
        <translation>Pauza zastaví počítač okamžitě: tah, o kterém přemýšlí, se nezahraje</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Rychlost:</translation>
    </message>
    <message>
        <source>No move to review yet.</source>
        <translation>Zatím není co procházet.</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Předejte obrazovku: %1</translation>
    </message>
    <message>
        <source>Pass the screen to Player %1</source>
        <translation>Předejte obrazovku hráči %1</translation>
    </message>
    <message>
        <source>Click when only %1 can see the screen</source>
        <translation>Klikněte, až obrazovku vidí jen %1</translation>
    </message>
    <message>
        <source>Click when only Player %1 can see the screen</source>
        <translation>Klikněte, až obrazovku vidí jen Hráč %1</translation>
    </message>
    <message>
        <source>or press Enter</source>
        <translation>nebo stiskněte Enter</translation>
    </message>
</context>
<context>
    <name>Pylos</name>
    <message>
        <source>Light</source>
        <translation>Světlý</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tmavý</translation>
    </message>
    <message>
        <source>You raise %2 to %3</source>
        <translation>Posouváte kouli z %2 na %3</translation>
    </message>
    <message>
        <source>%1 raises %2 to %3</source>
        <translation>%1 posouvá kouli z %2 na %3</translation>
    </message>
    <message>
        <source>You place on %3</source>
        <translation>Pokládáte na %3</translation>
    </message>
    <message>
        <source>%1 places on %3</source>
        <translation>%1 pokládá na %3</translation>
    </message>
    <message>
        <source>, takes back %1</source>
        <translation>, odebírá %1</translation>
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
        <translation>Položení koule</translation>
    </message>
    <message>
        <source>Place a sphere from your reserve on the glowing place.</source>
        <translation>Položte kouli ze zásobníku na zvýrazněné místo.</translation>
    </message>
    <message>
        <source>Not this one: place it on the glowing place.</source>
        <translation>Takhle ne: položte ji na zvýrazněné místo.</translation>
    </message>
    <message>
        <source>Well done: a turn can be placing one sphere from your reserve.</source>
        <translation>Výborně: tah může být položení jedné koule ze zásobníku.</translation>
    </message>
    <message>
        <source>Four spheres in a square hold one above: place a sphere on level 2.</source>
        <translation>Čtyři koule ve čtverci nesou jednu nad sebou: položte kouli do 2. patra.</translation>
    </message>
    <message>
        <source>Not this one: place it on the four spheres, on level 2.</source>
        <translation>Takhle ne: položte ji na ty čtyři koule, do 2. patra.</translation>
    </message>
    <message>
        <source>Well done: a sphere may go on any level where four spheres hold it.</source>
        <translation>Výborně: koule může do kteréhokoli patra, kde ji nesou čtyři koule.</translation>
    </message>
    <message>
        <source>The square and the take-back</source>
        <translation>Čtverec a odebrání</translation>
    </message>
    <message>
        <source>Complete a square of your colour on the glowing place, then take back one sphere.</source>
        <translation>Doplňte čtverec své barvy na zvýrazněném místě a pak odeberte jednu kouli.</translation>
    </message>
    <message>
        <source>Not this one: complete your square on the glowing place.</source>
        <translation>Takhle ne: doplňte svůj čtverec na zvýrazněném místě.</translation>
    </message>
    <message>
        <source>Well done: a square of your colour lets you take back a sphere to your reserve.</source>
        <translation>Výborně: čtverec vaší barvy vám dovolí vrátit si kouli do zásobníku.</translation>
    </message>
    <message>
        <source>Complete the square again, and take back two spheres this time.</source>
        <translation>Doplňte čtverec znovu a tentokrát odeberte dvě koule.</translation>
    </message>
    <message>
        <source>Not this one: complete the square and take back two spheres.</source>
        <translation>Takhle ne: doplňte čtverec a odeberte dvě koule.</translation>
    </message>
    <message>
        <source>Well done: you may take back one or two free spheres of your colour.</source>
        <translation>Výborně: můžete odebrat jednu nebo dvě uvolněné koule své barvy.</translation>
    </message>
    <message>
        <source>Raising a sphere</source>
        <translation>Posunutí koule výš</translation>
    </message>
    <message>
        <source>Raise your free sphere from the glowing corner onto the four spheres: it saves a sphere of your reserve.</source>
        <translation>Posuňte svou uvolněnou kouli ze zvýrazněného rohu výš na ty čtyři koule: ušetříte kouli ze zásobníku.</translation>
    </message>
    <message>
        <source>Not this one: raise the sphere from the glowing corner instead of placing one.</source>
        <translation>Takhle ne: posuňte kouli ze zvýrazněného rohu výš, místo abyste pokládali novou.</translation>
    </message>
    <message>
        <source>Well done: a raised sphere goes at least one level up and costs nothing.</source>
        <translation>Výborně: posunutá koule jde aspoň o patro výš a nic vás nestojí.</translation>
    </message>
    <message>
        <source>The top</source>
        <translation>Vrchol</translation>
    </message>
    <message>
        <source>Place your last sphere on the top of the pyramid.</source>
        <translation>Položte svou poslední kouli na vrchol pyramidy.</translation>
    </message>
    <message>
        <source>Not this one: place it on the top.</source>
        <translation>Takhle ne: položte ji na vrchol.</translation>
    </message>
    <message>
        <source>Well done: the player who places the top sphere wins.</source>
        <translation>Výborně: vyhrává hráč, který položí kouli na vrchol.</translation>
    </message>
    <message>
        <source>The empty reserve</source>
        <translation>Prázdný zásobník</translation>
    </message>
    <message>
        <source>One sphere is left in your reserve: raise one of your free spheres to level 3 to keep it.</source>
        <translation>V zásobníku vám zbyla jedna koule: posuňte jednu ze svých uvolněných koulí výš do 3. patra, ať si ji uchováte.</translation>
    </message>
    <message>
        <source>Not this one: with an empty reserve you lose. Raise a sphere instead.</source>
        <translation>Takhle ne: s prázdným zásobníkem prohráváte. Posuňte raději kouli výš.</translation>
    </message>
    <message>
        <source>Well done: the player who cannot play a sphere loses, so save your spheres.</source>
        <translation>Výborně: kdo nemůže zahrát kouli, prohrává, takže koule šetřete.</translation>
    </message>
</context>
<context>
    <name>PylosWords</name>
    <message>
        <source>You placed the top sphere</source>
        <translation>Pokládáte kouli na vrchol</translation>
    </message>
    <message>
        <source>%1 placed the top sphere</source>
        <translation>%1: položená koule na vrcholu</translation>
    </message>
    <message>
        <source>%1 raised %2, level %3, to %4, level %5</source>
        <translation>%1: koule posunutá z %2, patro %3, na %4, patro %5</translation>
    </message>
    <message>
        <source>%1 raised %2, level %3, to %4, level %5, and took back %6, level %7</source>
        <translation>%1: koule posunutá z %2, patro %3, na %4, patro %5, odebrána koule z %6, patro %7</translation>
    </message>
    <message>
        <source>%1 raised %2, level %3, to %4, level %5, and took back %6, level %7, and %8, level %9</source>
        <translation>%1: koule posunutá z %2, patro %3, na %4, patro %5, odebrány koule z %6, patro %7, a z %8, patro %9</translation>
    </message>
    <message>
        <source>%1 placed a sphere on %2, level %3</source>
        <translation>%1: koule položená na %2, patro %3</translation>
    </message>
    <message>
        <source>%1 placed a sphere on %2, level %3, and took back %4, level %5</source>
        <translation>%1: koule položená na %2, patro %3, odebrána koule z %4, patro %5</translation>
    </message>
    <message>
        <source>%1 placed a sphere on %2, level %3, and took back %4, level %5, and %6, level %7</source>
        <translation>%1: koule položená na %2, patro %3, odebrány koule z %4, patro %5, a z %6, patro %7</translation>
    </message>
    <message>
        <source>You raised %2, level %3, to %4, level %5</source>
        <translation>Posouváte kouli z %2, patro %3, na %4, patro %5</translation>
    </message>
    <message>
        <source>You raised %2, level %3, to %4, level %5, and took back %6, level %7</source>
        <translation>Posouváte kouli z %2, patro %3, na %4, patro %5, a odebíráte kouli z %6, patro %7</translation>
    </message>
    <message>
        <source>You raised %2, level %3, to %4, level %5, and took back %6, level %7, and %8, level %9</source>
        <translation>Posouváte kouli z %2, patro %3, na %4, patro %5, a odebíráte koule z %6, patro %7, a z %8, patro %9</translation>
    </message>
    <message>
        <source>You placed a sphere on %2, level %3</source>
        <translation>Pokládáte kouli na %2, patro %3</translation>
    </message>
    <message>
        <source>You placed a sphere on %2, level %3, and took back %4, level %5</source>
        <translation>Pokládáte kouli na %2, patro %3, a odebíráte kouli z %4, patro %5</translation>
    </message>
    <message>
        <source>You placed a sphere on %2, level %3, and took back %4, level %5, and %6, level %7</source>
        <translation>Pokládáte kouli na %2, patro %3, a odebíráte koule z %4, patro %5, a z %6, patro %7</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Jednotka</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Složka</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Hledat v:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Soubory &amp;typu:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Název &amp;souboru:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otevřít</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Uložit jako</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Dopředu</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Nadřazený adresář</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Vytvořit novou složku</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Pohled se seznamem</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Podrobný pohled</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Nová složka</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Přejmenovat</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Smazat</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Ukázat skryté soubory</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Ukázat </translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>Soubor %1 již existuje.
Chcete jej nahradit?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Jste si jistý, že %1 chcete smazat?</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nová složka</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Postranní panel</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Soubory</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Jít zpět</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Jít dopředu</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Jít do rodičovského adresáře</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Vytvořit novou složku</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Změnit na režim pohledu se seznamem</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Změnit na režim s podrobným pohledem</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Seznam míst a záložek</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Naposledy navštívené</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Datum změny</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Typ</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Zno&amp;vu</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Vyj&amp;mout</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopírovat</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>V&amp;ložit</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Vybrat vše</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Ukázat podrobnosti...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Skrýt podrobnosti...</translation>
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
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ano</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Zahodit</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopírovat</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kopírovat &amp;adresu odkazu</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Vybrat vše</translation>
    </message>
</context>
<context>
    <name>RecordBox</name>
    <message>
        <source>Beginner</source>
        <translation>„Začátečník“</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>„Snadný“</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>„Střední“</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>„Těžký“</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>„Expert“</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n výhra</numerusform>
            <numerusform>%n výhry</numerusform>
            <numerusform>%n výher</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drawn</source>
        <translation>
            <numerusform>%n remíza</numerusform>
            <numerusform>%n remízy</numerusform>
            <numerusform>%n remíz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n prohra</numerusform>
            <numerusform>%n prohry</numerusform>
            <numerusform>%n proher</numerusform>
        </translation>
    </message>
    <message>
        <source>vs %1: %2</source>
        <translation>Úroveň %1: %2</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Vymazat</translation>
    </message>
    <message>
        <source>Forget this record</source>
        <translation>Zapomenout tyto výsledky</translation>
    </message>
    <message numerus="yes">
        <source>You beat %1 %n times in a row — try %2?</source>
        <translation>
            <numerusform>Úroveň %1 jste porazili %nkrát za sebou — zkusíte úroveň %2?</numerusform>
            <numerusform>Úroveň %1 jste porazili %nkrát za sebou — zkusíte úroveň %2?</numerusform>
            <numerusform>Úroveň %1 jste porazili %nkrát za sebou — zkusíte úroveň %2?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won %n of your last 10 games against %1 — try %2?</source>
        <translation>
            <numerusform>Vyhráli jste %n z posledních 10 her proti úrovni %1 — zkusíte úroveň %2?</numerusform>
            <numerusform>Vyhráli jste %n z posledních 10 her proti úrovni %1 — zkusíte úroveň %2?</numerusform>
            <numerusform>Vyhráli jste %n z posledních 10 her proti úrovni %1 — zkusíte úroveň %2?</numerusform>
        </translation>
    </message>
    <message>
        <source>Play against %1</source>
        <translation>Hrát proti úrovni %1</translation>
    </message>
    <message>
        <source>Reset the record</source>
        <translation>Vymazat výsledky</translation>
    </message>
    <message>
        <source>Forget your record in %1?</source>
        <translation>Zapomenout vaše výsledky ve hře %1?</translation>
    </message>
    <message>
        <source>Your wins, draws and losses against the computer in this game are cleared. This cannot be undone.</source>
        <translation>Vaše výhry, remízy a prohry proti počítači v této hře se vymažou. Nelze to vrátit zpět.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Best move</source>
        <translation>Nejlepší tah</translation>
    </message>
    <message>
        <source>Kept the win</source>
        <translation>Udržel výhru</translation>
    </message>
    <message>
        <source>Kept the win, but slower</source>
        <translation>Udržel výhru, ale pomaleji</translation>
    </message>
    <message>
        <source>Threw the win away</source>
        <translation>Promarnil výhru</translation>
    </message>
    <message>
        <source>Kept the draw</source>
        <translation>Udržel remízu</translation>
    </message>
    <message>
        <source>Threw the draw away</source>
        <translation>Promarnil remízu</translation>
    </message>
    <message>
        <source>Best defence</source>
        <translation>Nejlepší obrana</translation>
    </message>
    <message>
        <source>Still lost</source>
        <translation>Stále prohraná</translation>
    </message>
    <message>
        <source>Lost sooner than it had to</source>
        <translation>Prohrál dřív, než musel</translation>
    </message>
    <message>
        <source>Not worked out (too deep to judge in time)</source>
        <translation>Nespočteno (příliš hluboké, aby se to stihlo posoudit)</translation>
    </message>
    <message>
        <source>Could not be judged</source>
        <translation>Nepodařilo se posoudit</translation>
    </message>
    <message>
        <source>Win in %1</source>
        <translation>Výhra za %1</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Výhra</translation>
    </message>
    <message>
        <source>Loss in %1</source>
        <translation>Prohra za %1</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Prohra</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <source>win in %1</source>
        <translation>výhra za %1</translation>
    </message>
    <message>
        <source>loss in %1</source>
        <translation>prohra za %1</translation>
    </message>
    <message>
        <source>The best move: still winning</source>
        <translation>Nejlepší tah: stále vyhrává</translation>
    </message>
    <message>
        <source>The best move: %1</source>
        <comment>a win&apos;s distance</comment>
        <translation>Nejlepší tah: %1</translation>
    </message>
    <message>
        <source>Still winning</source>
        <translation>Stále vyhrává</translation>
    </message>
    <message>
        <source>Still winning: %1</source>
        <comment>a win&apos;s distance</comment>
        <translation>Stále vyhrává: %1</translation>
    </message>
    <message>
        <source>Still winning, but slower than it could be</source>
        <translation>Stále vyhrává, ale pomaleji, než mohl</translation>
    </message>
    <message>
        <source>Still winning, but slower than it could be: %1</source>
        <comment>a win&apos;s distance</comment>
        <translation>Stále vyhrává, ale pomaleji, než mohl: %1</translation>
    </message>
    <message>
        <source>Threw the win away: now only a draw</source>
        <translation>Promarnil výhru: teď jen remíza</translation>
    </message>
    <message>
        <source>Threw the win away: now lost</source>
        <translation>Promarnil výhru: teď je prohraná</translation>
    </message>
    <message>
        <source>Threw the win away: now lost, %1</source>
        <comment>a loss&apos;s distance</comment>
        <translation>Promarnil výhru: teď je prohraná, %1</translation>
    </message>
    <message>
        <source>Still a draw with best play from both</source>
        <translation>Stále remíza, pokud oba hrají nejlépe</translation>
    </message>
    <message>
        <source>Threw the draw away: now lost</source>
        <translation>Promarnil remízu: teď je prohraná</translation>
    </message>
    <message>
        <source>Threw the draw away: now lost, %1</source>
        <comment>a loss&apos;s distance</comment>
        <translation>Promarnil remízu: teď je prohraná, %1</translation>
    </message>
    <message>
        <source>Lost whatever was played; this holds out longest</source>
        <translation>Prohraná, ať se hrálo cokoli; tento tah vydrží nejdéle</translation>
    </message>
    <message>
        <source>Lost whatever was played; this holds out longest: %1</source>
        <comment>a loss&apos;s distance</comment>
        <translation>Prohraná, ať se hrálo cokoli; tento tah vydrží nejdéle: %1</translation>
    </message>
    <message>
        <source>Lost whatever was played</source>
        <translation>Prohraná, ať se hrálo cokoli</translation>
    </message>
    <message>
        <source>Lost whatever was played, but this loses sooner</source>
        <translation>Prohraná, ať se hrálo cokoli, ale tento tah prohraje dříve</translation>
    </message>
    <message>
        <source>Lost whatever was played, but this loses sooner: %1</source>
        <comment>a loss&apos;s distance</comment>
        <translation>Prohraná, ať se hrálo cokoli, ale tento tah prohraje dříve: %1</translation>
    </message>
    <message>
        <source>Move %1, %2: %3</source>
        <translation>Tah %1, %2: %3</translation>
    </message>
    <message>
        <source>A better move: %1</source>
        <translation>Lepší tah: %1</translation>
    </message>
    <message>
        <source>Judging the moves: %1 of %2</source>
        <translation>Posuzuji tahy: %1 z %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Vyhrává %1</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Vyhráváte</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>the computer: one player</comment>
        <translation>Vyhrává %1</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Tah</translation>
    </message>
    <message>
        <source>The game&apos;s value after each move, with best play from there on: click a point to see its position</source>
        <translation>Hodnota hry po každém tahu při nejlepší hře od té chvíle: klepnutím na bod zobrazíte jeho pozici</translation>
    </message>
    <message>
        <source>Above the middle line (a draw): good for %1; below: good for %2. The nearer a win, the further from the line.</source>
        <translation>Nad prostřední čarou (remíza): dobré pro %1; pod ní: dobré pro %2. Čím bližší výhra, tím dál od čáry.</translation>
    </message>
    <message>
        <source>kept the win or the draw</source>
        <translation>udržel výhru nebo remízu</translation>
    </message>
    <message>
        <source>won, but slower</source>
        <translation>vyhrává, ale pomaleji</translation>
    </message>
    <message>
        <source>threw the win or the draw away</source>
        <translation>promarnil výhru nebo remízu</translation>
    </message>
    <message>
        <source>already lost</source>
        <translation>už prohraná</translation>
    </message>
    <message>
        <source>Analyse from here</source>
        <translation>Analyzovat odsud</translation>
    </message>
    <message>
        <source>Open the analysis board on this position</source>
        <translation>Otevřít analytickou desku v této pozici</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Every player&apos;s score after each round</source>
        <translation>Skóre každého hráče po každém kole</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Tah</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Every player&apos;s score after each move</source>
        <translation>Skóre každého hráče po každém tahu</translation>
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
        <translation>Celkem</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <comment>a default seat name inside a sentence, with its article if the language needs one</comment>
        <translation>Hráč %1</translation>
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
        <translation>Vyberte hru</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Nedávné hry</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Hrát proti počítači</translation>
    </message>
    <message>
        <source>Two people</source>
        <translation>Dva lidé</translation>
    </message>
    <message>
        <source>More options…</source>
        <translation>Další možnosti…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naučit se hrát</translation>
    </message>
    <message>
        <source>Short lessons on the table, then a first game</source>
        <translation>Krátké lekce na stole, pak první hra</translation>
    </message>
    <message>
        <source>This game is no longer there to continue.</source>
        <translation>V této hře už nelze pokračovat.</translation>
    </message>
    <message>
        <source>Discard the game</source>
        <translation>Zahodit hru</translation>
    </message>
    <message>
        <source>Throw this game away?</source>
        <translation>Zahodit tuto hru?</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n move(s) played. It cannot be brought back.</source>
        <translation>
            <numerusform>%1, odehrán %n tah. Nepůjde ji vrátit.</numerusform>
            <numerusform>%1, odehrány %n tahy. Nepůjde ji vrátit.</numerusform>
            <numerusform>%1, odehráno %n tahů. Nepůjde ji vrátit.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Na stole</translation>
    </message>
    <message>
        <source>Saved automatically</source>
        <translation>Uloženo automaticky</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Na tahu: %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Zahodit</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Jste na tahu</translation>
    </message>
    <message>
        <source>Player %1 to move</source>
        <translation>Na tahu: Hráč %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <comment>who plays against whom</comment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>today %1</source>
        <translation>dnes %1</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>včera %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a date, then a time</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>chybí</translation>
    </message>
    <message>
        <source>Remove from the list (the file stays where it is)</source>
        <translation>Odebrat ze seznamu (soubor zůstane, kde je)</translation>
    </message>
</context>
</TS>
