<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Analysis</name>
    <message>
        <source>This game has no analysis board.</source>
        <translation>Este juego no tiene tablero de análisis.</translation>
    </message>
    <message>
        <source>Not during a lesson: the analysis board opens when the lesson is over.</source>
        <translation>No durante una lección: el tablero de análisis se abre cuando termina la lección.</translation>
    </message>
    <message>
        <source>Not while a game is going on: the analysis board opens on a finished game, or before the first move.</source>
        <translation>No mientras se juega una partida: el tablero de análisis se abre con una partida terminada o antes de la primera jugada.</translation>
    </message>
    <message>
        <source>Set up any position, play both sides, and see every move&apos;s exact value (a copy: the game is never changed)</source>
        <translation>Prepara cualquier posición, juega por los dos bandos y mira el valor exacto de cada jugada (una copia: la partida nunca cambia)</translation>
    </message>
    <message>
        <source>Click a place to put a light sphere, a dark one, or none there.</source>
        <translation>Haz clic en una casilla para poner una bola clara, una oscura o ninguna.</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Preparar</translation>
    </message>
    <message>
        <source>Click the places: empty, light, dark, empty again</source>
        <translation>Haz clic en las casillas: vacía, clara, oscura, vacía otra vez</translation>
    </message>
    <message>
        <source>The values could not be worked out.</source>
        <translation>No se pudieron calcular los valores.</translation>
    </message>
    <message>
        <source>Analysis Board — Pylos</source>
        <translation>Tablero de análisis — Pylos</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>&amp;Set Up</source>
        <translation>&amp;Preparar</translation>
    </message>
    <message>
        <source>Put spheres of either colour on the places by clicking them</source>
        <translation>Pon bolas de cualquier color en las casillas haciendo clic en ellas</translation>
    </message>
    <message>
        <source>&amp;Play from Here</source>
        <translation>&amp;Jugar desde aquí</translation>
    </message>
    <message>
        <source>Play moves for both sides from this position</source>
        <translation>Juega por los dos bandos desde esta posición</translation>
    </message>
    <message>
        <source>&amp;To move:</source>
        <translation>&amp;Turno de:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Vaciar el tablero</translation>
    </message>
    <message>
        <source>Take every sphere off the board</source>
        <translation>Quita todas las bolas del tablero</translation>
    </message>
    <message>
        <source>Take &amp;Back</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>The position before the last move played here</source>
        <translation>La posición antes de la última jugada hecha aquí</translation>
    </message>
    <message>
        <source>Every move&apos;s value</source>
        <translation>El valor de cada jugada</translation>
    </message>
    <message>
        <source>%1 has 15 spheres: at least one stays in the reserve (a player who places the last one loses).</source>
        <translation>%1: 15 bolas; al menos una queda en la reserva (quien coloca la última pierde).</translation>
    </message>
    <message>
        <source>A sphere above the first level needs the four spheres under it.</source>
        <translation>Una bola por encima del primer nivel necesita las cuatro bolas de debajo.</translation>
    </message>
    <message>
        <source>This sphere holds up spheres above it: take those off first.</source>
        <translation>Esta bola sostiene bolas encima: quítalas primero.</translation>
    </message>
    <message>
        <source>A sphere on the top ends the game: leave the top empty.</source>
        <translation>Una bola en la cima termina la partida: deja la cima vacía.</translation>
    </message>
    <message numerus="yes">
        <source>Wins in %n turn(s)</source>
        <translation>
            <numerusform>Gana en %n turno</numerusform>
            <numerusform>Gana en %n turnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loses in %n turn(s)</source>
        <translation>
            <numerusform>Pierde en %n turno</numerusform>
            <numerusform>Pierde en %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Gana</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Pierde</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Not known</source>
        <comment>the value of a move the solver could not work out in time</comment>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>Working out the values…</source>
        <translation>Calculando los valores…</translation>
    </message>
    <message>
        <source>With best play %1 wins.</source>
        <translation>Con el mejor juego ganan %1.</translation>
    </message>
    <message>
        <source>With best play the game is drawn.</source>
        <translation>Con el mejor juego, la partida acaba en tablas.</translation>
    </message>
    <message>
        <source>With best play %1 loses.</source>
        <translation>Con el mejor juego pierden %1.</translation>
    </message>
    <message>
        <source>The game is over: there is no move to value.</source>
        <translation>La partida ha terminado: no hay jugadas que valorar.</translation>
    </message>
    <message>
        <source>Every move&apos;s value is exact: from the book of solved positions or the solver.</source>
        <translation>El valor de cada jugada es exacto: del libro de posiciones resueltas o del resolvedor.</translation>
    </message>
    <message>
        <source>%1 of %2 moves valued…</source>
        <translation>%1 de %2 jugadas valoradas…</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Every legal move, best first; double-click one to play it</source>
        <translation>Todas las jugadas legales, la mejor primero; haz doble clic en una para jugarla</translation>
    </message>
    <message>
        <source>Ana&amp;lyse Position…</source>
        <translation>Anali&amp;zar la posición…</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>No OpenGL context could be created.</source>
        <translation>No se pudo crear ningún contexto OpenGL.</translation>
    </message>
    <message>
        <source>The OpenGL context could not be made current.</source>
        <translation>No se pudo activar el contexto OpenGL.</translation>
    </message>
    <message>
        <source>OpenGL 2.1 or newer is needed; this system has %1.</source>
        <translation>Se necesita OpenGL 2.1 o posterior; este sistema tiene %1.</translation>
    </message>
    <message>
        <source>PyOpenGL could not be loaded: %1.</source>
        <translation>No se pudo cargar PyOpenGL: %1.</translation>
    </message>
    <message>
        <source>PyOpenGL cannot use the OpenGL context of this display (is GLX missing?).</source>
        <translation>PyOpenGL no puede usar el contexto OpenGL de esta pantalla (¿falta GLX?).</translation>
    </message>
    <message>
        <source>Tabletop</source>
        <translation>Tabletop</translation>
    </message>
    <message>
        <source>Tabletop needs OpenGL to draw the table, and none is available.</source>
        <translation>Tabletop necesita OpenGL para dibujar la mesa y no hay ninguno disponible.</translation>
    </message>
    <message>
        <source>The 3D table could not be drawn.</source>
        <translation>No se pudo dibujar la mesa en 3D.</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Let the computer move</source>
        <translation>Deja jugar al ordenador</translation>
    </message>
    <message>
        <source>The computer waits since the move was taken back: let it play on</source>
        <translation>El ordenador espera porque se deshizo la jugada: déjalo seguir</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>The OpenGL context is not valid.</source>
        <translation>El contexto OpenGL no es válido.</translation>
    </message>
    <message>
        <source>PyOpenGL sees no current OpenGL context.</source>
        <translation>PyOpenGL no ve ningún contexto OpenGL activo.</translation>
    </message>
</context>
<context>
    <name>ContinueCard</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n people</source>
        <translation>
            <numerusform>%n persona</numerusform>
            <numerusform>%n personas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Children (no patterns; raising saves spheres)</source>
        <translation>Infantil (sin cuadrados de color; subir ahorra bolas)</translation>
    </message>
    <message>
        <source>Standard (squares of your colour)</source>
        <translation>Estándar (cuadrados de tu color)</translation>
    </message>
    <message>
        <source>Mature (squares and lines of your colour)</source>
        <translation>Avanzada (cuadrados y líneas de tu color)</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer — Beginner</source>
        <translation>Ordenador — Principiante</translation>
    </message>
    <message>
        <source>Computer — Easy</source>
        <translation>Ordenador — Fácil</translation>
    </message>
    <message>
        <source>Computer — Medium</source>
        <translation>Ordenador — Medio</translation>
    </message>
    <message>
        <source>Computer — Hard</source>
        <translation>Ordenador — Difícil</translation>
    </message>
    <message>
        <source>Computer — Expert</source>
        <translation>Ordenador — Experto</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>redonda</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triangular</translation>
    </message>
    <message>
        <source>square</source>
        <translation>cuadrada</translation>
    </message>
    <message>
        <source>star</source>
        <translation>de estrella</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claras</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuras</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;First to move:</source>
        <translation>&amp;Quién empieza:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Light:</source>
        <translation>Claras:</translation>
    </message>
    <message>
        <source>Dark:</source>
        <translation>Oscuras:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Número de jugadores:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Puestos en la mesa</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Juega</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>The player&apos;s name; empty: %1</source>
        <translation>Nombre del jugador; si se deja vacío: %1</translation>
    </message>
    <message>
        <source>Pawn shape: %1</source>
        <translation>Ficha %1</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Puesto %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop %1&lt;/h3&gt;&lt;p&gt;%2 on a 3D table.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;Made with Qt for Python, pyqtgraph and PyOpenGL.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tabletop %1&lt;/h3&gt;&lt;p&gt;%2 sobre una mesa en 3D.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;&lt;p&gt;Hecho con Qt for Python, pyqtgraph y PyOpenGL.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules of PILUS</source>
        <translation>Reglas de PILUS</translation>
    </message>
    <message>
        <source>Rules of Pylos</source>
        <translation>Reglas de Pylos</translation>
    </message>
    <message>
        <source>About Tabletop</source>
        <translation>Acerca de Tabletop</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>The file could not be read.</source>
        <translation>No se pudo leer el archivo.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a saved game.</source>
        <translation>El archivo está dañado o no es una partida guardada.</translation>
    </message>
    <message>
        <source>The file is not a saved game.</source>
        <translation>El archivo no es una partida guardada.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game.</source>
        <translation>El archivo es demasiado grande para ser una partida guardada.</translation>
    </message>
    <message>
        <source>The game was saved by a newer version of the app.</source>
        <translation>La partida se guardó con una versión más reciente de la aplicación.</translation>
    </message>
    <message>
        <source>The saved game is incomplete or damaged.</source>
        <translation>La partida guardada está incompleta o dañada.</translation>
    </message>
    <message>
        <source>The saved game has more moves than a game can have.</source>
        <translation>La partida guardada tiene más jugadas de las que puede tener una partida.</translation>
    </message>
    <message>
        <source>The result saved with the game does not match its moves.</source>
        <translation>El resultado guardado con la partida no coincide con sus jugadas.</translation>
    </message>
    <message>
        <source>The game could not be saved there.</source>
        <translation>No se pudo guardar la partida ahí.</translation>
    </message>
    <message>
        <source>A move in the saved game is not legal.</source>
        <translation>Una jugada de la partida guardada no es válida.</translation>
    </message>
    <message>
        <source>The game file could not be used.</source>
        <translation>No se pudo usar el archivo de la partida.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>El disco está lleno.</translation>
    </message>
    <message>
        <source>The disk is read-only.</source>
        <translation>El disco es de solo lectura.</translation>
    </message>
    <message>
        <source>You are not allowed to write there.</source>
        <translation>No tienes permiso para escribir ahí.</translation>
    </message>
    <message>
        <source>You are not allowed to read it.</source>
        <translation>No tienes permiso para leerlo.</translation>
    </message>
    <message>
        <source>The file name is too long.</source>
        <translation>El nombre del archivo es demasiado largo.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>El archivo no existe.</translation>
    </message>
    <message>
        <source>The folder does not exist.</source>
        <translation>La carpeta no existe.</translation>
    </message>
    <message>
        <source>Move %1 (%2) in the saved game is not legal.</source>
        <translation>La jugada %1 (%2) de la partida guardada no es válida.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>move %1</source>
        <translation>jugada %1</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Close, to look at the table (Esc)</source>
        <translation>Cerrar, para mirar la mesa (Esc)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Guardada</translation>
    </message>
    <message>
        <source>This game is kept in its file</source>
        <translation>Esta partida está guardada en su archivo</translation>
    </message>
    <message>
        <source>Keep this game in a file (it is not kept otherwise)</source>
        <translation>Guarda esta partida en un archivo (si no, no se conserva)</translation>
    </message>
    <message>
        <source>Review the Game</source>
        <translation>Revisar la partida</translation>
    </message>
    <message>
        <source>Step through the game move by move</source>
        <translation>Recorre la partida jugada a jugada</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Choose another game or other players</source>
        <translation>Elige otro juego u otros jugadores</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>The same game with the same players</source>
        <translation>El mismo juego con los mismos jugadores</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Show how the game ended</source>
        <translation>Muestra cómo terminó la partida</translation>
    </message>
    <message numerus="yes">
        <source>The game lasted %n move(s).</source>
        <translation>
            <numerusform>La partida duró %n jugada.</numerusform>
            <numerusform>La partida duró %n jugadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n punto</numerusform>
            <numerusform>%1: %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tile has been laid.</source>
        <translation>Se han colocado todas las losetas.</translation>
    </message>
    <message>
        <source>Tiles were left, but nobody could lay one.</source>
        <translation>Quedaban losetas, pero nadie podía colocar ninguna.</translation>
    </message>
    <message>
        <source>The same position occurred three times.</source>
        <translation>La misma posición se repitió tres veces.</translation>
    </message>
    <message>
        <source>You crowned the pyramid with the last sphere.</source>
        <translation>Has coronado la pirámide con la última bola.</translation>
    </message>
    <message>
        <source>%1 crowned the pyramid with the last sphere.</source>
        <translation>La pirámide, coronada por %1 con la última bola.</translation>
    </message>
    <message>
        <source>You have no sphere left to play.</source>
        <translation>No te queda ninguna bola que jugar.</translation>
    </message>
    <message>
        <source>%1 has no sphere left to play.</source>
        <translation>%1: sin bolas para jugar.</translation>
    </message>
    <message>
        <source>%1: %2 left in the reserve</source>
        <translation>%1: %2 en la reserva</translation>
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
        <translation>Pylos es un juego publicado por Gigamic.</translation>
    </message>
    <message>
        <source>Two players build a pyramid of 30 spheres; whoever places the sphere on the top wins.</source>
        <translation>Dos jugadores construyen una pirámide de 30 bolas; gana quien coloca la bola de la cima.</translation>
    </message>
    <message>
        <source>PILUS</source>
        <translation>PILUS</translation>
    </message>
    <message>
        <source>PILUS is a game by Kris J Wolff.</source>
        <translation>PILUS es un juego de Kris J Wolff.</translation>
    </message>
    <message>
        <source>Players lay colourful tiles to create regions of colour; the larger and higher off the table, the more points they score.</source>
        <translation>Los jugadores colocan losetas de colores para formar zonas de color; cuanto más grandes y más altas sobre la mesa, más puntos suman.</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>Tile %1 (key %1)</source>
        <translation>Loseta %1 (tecla %1)</translation>
    </message>
    <message>
        <source>Tile %1: %2</source>
        <translation>Loseta %1: %2</translation>
    </message>
    <message>
        <source>⟲ Turn left</source>
        <translation>⟲ Izquierda</translation>
    </message>
    <message>
        <source>Turn the tile a quarter counter-clockwise (Q)</source>
        <translation>Gira la loseta un cuarto de vuelta en sentido contrario a las agujas del reloj (Q)</translation>
    </message>
    <message>
        <source>Turn right ⟳</source>
        <translation>Derecha ⟳</translation>
    </message>
    <message>
        <source>Turn the tile a quarter clockwise (E, Space, Ctrl+wheel)</source>
        <translation>Gira la loseta un cuarto de vuelta en el sentido de las agujas del reloj (E, Espacio, Ctrl+rueda)</translation>
    </message>
    <message>
        <source>Your tiles</source>
        <translation>Tus losetas</translation>
    </message>
    <message>
        <source>%1&apos;s tiles</source>
        <translation>Tus losetas, %1</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Losetas</translation>
    </message>
</context>
<context>
    <name>HintPresenter</name>
    <message>
        <source>No hint while the table is hidden.</source>
        <translation>No hay pistas mientras la mesa está oculta.</translation>
    </message>
    <message numerus="yes">
        <source>you win in %n turn(s) with best play</source>
        <translation>
            <numerusform>ganas en %n turno con el mejor juego</numerusform>
            <numerusform>ganas en %n turnos con el mejor juego</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best play wins for the opponent in %n turn(s)</source>
        <translation>
            <numerusform>con el mejor juego gana el rival en %n turno</numerusform>
            <numerusform>con el mejor juego gana el rival en %n turnos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanguageManager</name>
    <message>
        <source>System</source>
        <translation>Idioma del sistema</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Lesson %1 of %2: %3</source>
        <translation>Lección %1 de %2: %3</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Siguiente lección</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Leave lessons</source>
        <translation>Salir de las lecciones</translation>
    </message>
    <message>
        <source>Play a game against the computer (Beginner)</source>
        <translation>Jugar una partida contra el ordenador (Principiante)</translation>
    </message>
    <message>
        <source>Done: press Next to go on.</source>
        <translation>Hecho: pulsa Siguiente para continuar.</translation>
    </message>
    <message>
        <source>Learn to Play %1</source>
        <translation>Aprender a jugar a %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Could not open the game</source>
        <translation>No se pudo abrir la partida</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Light reserve:</source>
        <translation>Reserva de Claras:</translation>
    </message>
    <message>
        <source>Dark reserve:</source>
        <translation>Reserva de Oscuras:</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Hecho</translation>
    </message>
    <message>
        <source>Take back only the one sphere chosen</source>
        <translation>Recuperar solo la bola elegida</translation>
    </message>
    <message>
        <source>Start turn &amp;again</source>
        <translation>&amp;Reiniciar el turno</translation>
    </message>
    <message>
        <source>Undo the clicks of this turn (Escape)</source>
        <translation>Deshace los clics de este turno (Esc)</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Jugada:</translation>
    </message>
    <message>
        <source>Any move can be typed in the notation of the rules</source>
        <translation>Cualquier jugada puede escribirse en la notación de las reglas</translation>
    </message>
    <message>
        <source>thinking %p%</source>
        <translation>pensando %p%</translation>
    </message>
    <message>
        <source>Stop and Move Now</source>
        <translation>Detener y mover ya</translation>
    </message>
    <message>
        <source>The computer plays the best move it has found so far</source>
        <translation>El ordenador juega la mejor jugada que ha encontrado hasta ahora</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>S&amp;tart Page</source>
        <translation>Página de &amp;inicio</translation>
    </message>
    <message>
        <source>The games to start, the games to continue and the recent ones</source>
        <translation>Los juegos para empezar, las partidas para continuar y las recientes</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Choose a game, its options and the players, and start it</source>
        <translation>Elige un juego, sus opciones y los jugadores, y empieza la partida</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abre una partida guardada</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guarda la partida</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Save the game in a new file</source>
        <translation>Guarda la partida en un archivo nuevo</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Deshace la última jugada</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Play the move taken back again</source>
        <translation>Vuelve a hacer la jugada deshecha</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Ask the computer for a good move</source>
        <translation>Pedir al ordenador una buena jugada</translation>
    </message>
    <message>
        <source>Revie&amp;w Game</source>
        <translation>Re&amp;visar la partida</translation>
    </message>
    <message>
        <source>Step through the moves played so far</source>
        <translation>Recorre las jugadas hechas hasta ahora</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Close the app; the game is kept for next time</source>
        <translation>Cierra la aplicación; la partida se conserva para la próxima vez</translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation>&amp;Restablecer la vista</translation>
    </message>
    <message>
        <source>Look at the table from the start position</source>
        <translation>Mira la mesa desde la posición inicial</translation>
    </message>
    <message>
        <source>&amp;Top View</source>
        <translation>Vista &amp;cenital</translation>
    </message>
    <message>
        <source>Look straight down on the table</source>
        <translation>Mira la mesa desde arriba</translation>
    </message>
    <message>
        <source>PILUS: &amp;Plain Rulebook Colours</source>
        <translation>PILUS: colores &amp;sencillos del reglamento</translation>
    </message>
    <message>
        <source>Off: colour-blind-friendly colours with a mark on each square</source>
        <translation>Desactivado: colores aptos para daltónicos, con una marca en cada cuadrado</translation>
    </message>
    <message>
        <source>PILUS: &amp;Heights View</source>
        <translation>PILUS: vista de &amp;alturas</translation>
    </message>
    <message>
        <source>Each level as a number, lower tiles darker, lines where heights change</source>
        <translation>Cada nivel con su número, las losetas más bajas más oscuras y líneas donde cambia la altura</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>The rules of the game on the table</source>
        <translation>Las reglas del juego que está en la mesa</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>About this app</source>
        <translation>Acerca de esta aplicación</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Type a turn, e.g. BYGN@2,0 p3,1 or pass, then Enter</source>
        <translation>Escribe un turno, p. ej. BYGN@2,0 p3,1 o pasa, y pulsa Intro</translation>
    </message>
    <message>
        <source>Type a move, e.g. 1b2 or 1a1-2b2, then Enter</source>
        <translation>Escribe una jugada, p. ej. 1b2 o 1a1-2b2, y pulsa Intro</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>%1 to move (computer)</source>
        <translation>Turno de %1 (ordenador)</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Turno de %1</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Has ganado</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>the computer: one player</comment>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Ganan %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>%1[*] — Tabletop</source>
        <translation>%1[*] — Tabletop</translation>
    </message>
    <message>
        <source>No hint while the tiles are hidden.</source>
        <translation>No hay pistas mientras las losetas están ocultas.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Buscando una buena jugada…</translation>
    </message>
    <message>
        <source>No hint now: it is not a person&apos;s turn.</source>
        <translation>Ahora no hay pista: no es el turno de una persona.</translation>
    </message>
    <message>
        <source>No hint now: the game is over.</source>
        <translation>Ahora no hay pista: la partida ha terminado.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>you win with best play</source>
        <translation>ganas con el mejor juego</translation>
    </message>
    <message>
        <source>best play wins for the opponent, but this move sets a trap</source>
        <translation>con el mejor juego gana el rival, pero esta jugada le tiende una trampa</translation>
    </message>
    <message>
        <source>best play wins for the opponent</source>
        <translation>con el mejor juego gana el rival</translation>
    </message>
    <message>
        <source>best play draws</source>
        <translation>con el mejor juego son tablas</translation>
    </message>
    <message>
        <source>Saved games (%1)</source>
        <translation>Partidas guardadas (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>No se pudo guardar la partida</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Guardada en %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Save the changes to this game before quitting?</source>
        <translation>¿Guardar los cambios de esta partida antes de salir?</translation>
    </message>
    <message>
        <source>Save: keep it in a file. Discard: quit and throw the unsaved changes away. Cancel: go back to the game.</source>
        <translation>Guardar: conservarla en un archivo. Descartar: salir y tirar los cambios sin guardar. Cancelar: volver a la partida.</translation>
    </message>
    <message>
        <source>Save: keep it in a file. Keep for Next Time: quit; the game is offered again at the next start. Discard: quit and throw the unsaved changes away. Cancel: go back to the game.</source>
        <translation>Guardar: conservarla en un archivo. Conservar para la próxima vez: salir; la partida se ofrecerá de nuevo al próximo inicio. Descartar: salir y tirar los cambios sin guardar. Cancelar: volver a la partida.</translation>
    </message>
    <message>
        <source>&amp;Keep for Next Time</source>
        <translation>&amp;Conservar para la próxima vez</translation>
    </message>
    <message>
        <source>Save the changes to this game first?</source>
        <translation>¿Guardar primero los cambios de esta partida?</translation>
    </message>
    <message>
        <source>Save: keep it in a file first. Discard: throw the unsaved changes away. Cancel: go back to the game.</source>
        <translation>Guardar: conservarla antes en un archivo. Descartar: tirar los cambios sin guardar. Cancelar: volver a la partida.</translation>
    </message>
    <message>
        <source>The game cannot be kept for next time: nothing can be written in %1. Use Game → Save to keep it.</source>
        <translation>La partida no se puede conservar para la próxima vez: no se puede escribir nada en %1. Usa Partida → Guardar para conservarla.</translation>
    </message>
    <message>
        <source>Your settings cannot be stored in %1; they apply until the app closes.</source>
        <translation>Tus preferencias no se pueden guardar en %1; valen hasta que se cierre la aplicación.</translation>
    </message>
    <message>
        <source>The computer could not make its move and is waiting. Undo a move and play on, or start a new game.</source>
        <translation>El ordenador no pudo hacer su jugada y está esperando. Deshaz una jugada y sigue, o empieza una partida nueva.</translation>
    </message>
    <message>
        <source>No hint this time: the computer found none.</source>
        <translation>Esta vez no hay pista: el ordenador no encontró ninguna.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Hide this message</source>
        <translation>Ocultar este mensaje</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Light</source>
        <translation>Claras</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuras</translation>
    </message>
    <message>
        <source>That is not a move. Write e.g. 1b2, 1a1-2b2 or 2b2x2b2x1c3.</source>
        <translation>Eso no es una jugada. Escribe, p. ej., 1b2, 1a1-2b2 o 2b2x2b2x1c3.</translation>
    </message>
    <message>
        <source>There is no such place. Places run from 1a1 to 4a1.</source>
        <translation>Esa casilla no existe. Las casillas van de 1a1 a 4a1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>A sphere cannot go there: the place is taken or not fully supported.</source>
        <translation>No se puede colocar una bola ahí: la casilla está ocupada o no tiene las cuatro bolas debajo.</translation>
    </message>
    <message>
        <source>Your reserve is empty.</source>
        <translation>Tu reserva está vacía.</translation>
    </message>
    <message>
        <source>You can only raise one of your own spheres.</source>
        <translation>Solo puedes subir una de tus propias bolas.</translation>
    </message>
    <message>
        <source>That sphere is not free: another sphere rests on it.</source>
        <translation>Esa bola no está libre: otra bola descansa sobre ella.</translation>
    </message>
    <message>
        <source>A raised sphere must go to a higher level.</source>
        <translation>Una bola que sube debe ir a un nivel superior.</translation>
    </message>
    <message>
        <source>That sphere supports the place you want to raise it to.</source>
        <translation>Esa bola sostiene la casilla a la que quieres subirla.</translation>
    </message>
    <message>
        <source>You completed a pattern: take back one or two of your free spheres.</source>
        <translation>Has formado un cuadrado (o una línea) de tu color: recupera una o dos de tus bolas libres.</translation>
    </message>
    <message>
        <source>You may only take spheres back after completing a pattern.</source>
        <translation>Solo puedes recuperar bolas después de formar un cuadrado (o una línea) de tu color.</translation>
    </message>
    <message>
        <source>You may take back at most two spheres.</source>
        <translation>Puedes recuperar como máximo dos bolas.</translation>
    </message>
    <message>
        <source>You can only take back your own spheres.</source>
        <translation>Solo puedes recuperar tus propias bolas.</translation>
    </message>
    <message>
        <source>You can only take back a free sphere.</source>
        <translation>Solo puedes recuperar una bola libre.</translation>
    </message>
    <message>
        <source>You cannot take back the same sphere twice.</source>
        <translation>No puedes recuperar la misma bola dos veces.</translation>
    </message>
    <message>
        <source>That sphere is Dark&apos;s: you may raise only your own.</source>
        <translation>Esa bola es de las Oscuras: solo puedes subir las tuyas.</translation>
    </message>
    <message>
        <source>That sphere is Light&apos;s: you may raise only your own.</source>
        <translation>Esa bola es de las Claras: solo puedes subir las tuyas.</translation>
    </message>
    <message>
        <source>That sphere is Dark&apos;s: you may take back only your own.</source>
        <translation>Esa bola es de las Oscuras: solo puedes recuperar las tuyas.</translation>
    </message>
    <message>
        <source>That sphere is Light&apos;s: you may take back only your own.</source>
        <translation>Esa bola es de las Claras: solo puedes recuperar las tuyas.</translation>
    </message>
    <message>
        <source>That sphere cannot be raised: it holds up others.</source>
        <translation>Esa bola no se puede subir: sostiene a otras.</translation>
    </message>
    <message>
        <source>That sphere cannot be raised: there is no free place higher up that it does not hold up.</source>
        <translation>Esa bola no se puede subir: no hay ninguna casilla libre más arriba que ella no sostenga.</translation>
    </message>
    <message>
        <source>That sphere cannot be taken back: it holds up others.</source>
        <translation>Esa bola no se puede recuperar: sostiene a otras.</translation>
    </message>
    <message>
        <source>The sphere cannot go there: click one of the glowing places higher up, or Escape to choose again.</source>
        <translation>La bola no puede ir ahí: haz clic en una de las casillas iluminadas más arriba, o pulsa Esc para elegir otra vez.</translation>
    </message>
    <message>
        <source>Click a glowing hollow to place a sphere from your reserve.</source>
        <translation>Haz clic en un hueco iluminado para colocar una bola de tu reserva.</translation>
    </message>
    <message>
        <source>Place a sphere on a free, supported place, or raise one of yours.</source>
        <translation>Coloca una bola en una casilla libre y sostenida, o sube una de las tuyas.</translation>
    </message>
    <message>
        <source>Your turn: place a sphere from the reserve, or click one of your free spheres to raise it.</source>
        <translation>Tu turno: coloca una bola de la reserva o haz clic en una de tus bolas libres para subirla.</translation>
    </message>
    <message>
        <source>Click a highlighted place to raise the sphere to, or Escape to choose again.</source>
        <translation>Haz clic en la casilla iluminada a la que quieres subir la bola, o pulsa Esc para elegir otra vez.</translation>
    </message>
    <message>
        <source>You completed a pattern: click one or two of your glowing spheres to take them back.</source>
        <translation>Has formado un cuadrado (o una línea) de tu color: haz clic en una o dos de tus bolas iluminadas para recuperarlas.</translation>
    </message>
    <message>
        <source>Take back a second sphere, or press Done to keep it at one.</source>
        <translation>Recupera una segunda bola o pulsa Hecho para quedarte en una.</translation>
    </message>
    <message>
        <source>You win by crowning the pyramid.</source>
        <translation>Has ganado al coronar la pirámide.</translation>
    </message>
    <message>
        <source>You win: the computer&apos;s reserve is empty.</source>
        <translation>Has ganado: la reserva del ordenador está vacía.</translation>
    </message>
    <message>
        <source>You win.</source>
        <translation>Has ganado.</translation>
    </message>
    <message>
        <source>%1 wins: your reserve is empty.</source>
        <translation>Gana %1: tu reserva está vacía.</translation>
    </message>
    <message>
        <source>%1 wins by crowning the pyramid.</source>
        <comment>the computer: one player</comment>
        <translation>Gana %1 al colocar la bola de la cima de la pirámide.</translation>
    </message>
    <message>
        <source>%1 wins: %2&apos;s reserve is empty.</source>
        <comment>both players are computers, one player each</comment>
        <translation>Gana %1: la reserva de %2 está vacía.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <comment>the computer: one player</comment>
        <translation>Gana %1.</translation>
    </message>
    <message>
        <source>Place a sphere or raise one of yours</source>
        <translation>Coloca una bola o sube una de las tuyas</translation>
    </message>
    <message>
        <source>Click where the sphere goes, higher up</source>
        <translation>Haz clic donde va la bola, más arriba</translation>
    </message>
    <message>
        <source>Take back one or two of your spheres</source>
        <translation>Recupera una o dos de tus bolas</translation>
    </message>
    <message>
        <source>Take back a second sphere, or press Done</source>
        <translation>Recupera una segunda bola o pulsa Hecho</translation>
    </message>
    <message>
        <source>Hint: raise %1, level %2, to %3, level %4</source>
        <translation>Pista: sube %1, nivel %2, a %3, nivel %4</translation>
    </message>
    <message>
        <source>Hint: place a sphere on %1, level %2</source>
        <translation>Pista: coloca una bola en %1, nivel %2</translation>
    </message>
    <message>
        <source>, then take back %1</source>
        <translation>, y luego recupera %1</translation>
    </message>
    <message>
        <source>%1, level %2</source>
        <translation>%1, nivel %2</translation>
    </message>
    <message>
        <source>Wait: it is the computer&apos;s turn.</source>
        <translation>Espera: es el turno del ordenador.</translation>
    </message>
    <message>
        <source>That is not a PILUS turn. Write e.g. BYGN@2,0 p3,1, or pass.</source>
        <translation>Eso no es un turno de PILUS. Escribe, p. ej., BYGN@2,0 p3,1, o pasa.</translation>
    </message>
    <message>
        <source>A tile shows blue (B), yellow (Y), grey (G) and green (N) once each.</source>
        <translation>Cada loseta muestra una vez el azul (B), el amarillo (Y), el gris (G) y el verde (N).</translation>
    </message>
    <message>
        <source>None of your tiles can be laid: you must pass.</source>
        <translation>No puedes colocar ninguna de tus losetas: debes pasar.</translation>
    </message>
    <message>
        <source>You can lay a tile, so you cannot pass.</source>
        <translation>Puedes colocar una loseta, así que no puedes pasar.</translation>
    </message>
    <message>
        <source>You have no such tile in your hand.</source>
        <translation>No tienes esa loseta en la mano.</translation>
    </message>
    <message>
        <source>A tile on the table must touch the tiles already laid.</source>
        <translation>Una loseta en la mesa debe estar en contacto con las losetas ya colocadas.</translation>
    </message>
    <message>
        <source>Too little support: at least 3 of the 4 squares must rest on one level.</source>
        <translation>Apoyo insuficiente: al menos 3 de los 4 cuadrados deben descansar sobre un mismo nivel.</translation>
    </message>
    <message>
        <source>A tile may not rest on a single tile.</source>
        <translation>Una loseta no puede descansar sobre una única loseta.</translation>
    </message>
    <message>
        <source>Tiles cannot go higher than level 5.</source>
        <translation>Las losetas no pueden pasar del nivel 5.</translation>
    </message>
    <message>
        <source>Choose a tile, turn it (Q/E, Ctrl+wheel or the buttons) and click the table where its outlined ghost shows it.</source>
        <translation>Elige una loseta, gírala (Q/E, Ctrl+rueda o los botones) y haz clic en la mesa donde la muestra su sombra enmarcada.</translation>
    </message>
    <message>
        <source>Click a glowing cell to move your pawn there, or Stay.</source>
        <translation>Haz clic en un cuadrado iluminado para mover allí tu ficha, o en Quedarse.</translation>
    </message>
    <message>
        <source>Click a glowing cell of the tile just laid to put your pawn there, or Stay to keep it off the table.</source>
        <translation>Haz clic en un cuadrado iluminado de la loseta que has añadido para colocar allí tu ficha, o en Quedarse para dejarla fuera de la mesa.</translation>
    </message>
    <message>
        <source>You cannot lay any tile: press Pass.</source>
        <translation>No puedes colocar ninguna loseta: pulsa Pasar.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Tu turno.</translation>
    </message>
    <message>
        <source>%1: choose a tile, turn it (Q/E, Ctrl+wheel or the buttons) and click the table where its outlined ghost shows it.</source>
        <translation>%1: elige una loseta, gírala (Q/E, Ctrl+rueda o los botones) y haz clic en la mesa donde la muestra su sombra enmarcada.</translation>
    </message>
    <message>
        <source>%1: click a glowing cell of the tile just laid to put your pawn there, or Stay to keep it off the table.</source>
        <translation>%1: haz clic en un cuadrado iluminado de la loseta que has añadido para colocar allí tu ficha, o en Quedarse para dejarla fuera de la mesa.</translation>
    </message>
    <message>
        <source>Player %1 to play.</source>
        <translation>Turno del Jugador %1.</translation>
    </message>
    <message>
        <source>Put your pawn on the tile just laid, or stay</source>
        <translation>Coloca tu ficha en la loseta que has añadido, o quédate</translation>
    </message>
    <message>
        <source>Waiting for Player %1 to be ready</source>
        <translation>Esperando al Jugador %1</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Pass the screen to Player %1.</source>
        <translation>Pasa la pantalla al Jugador %1.</translation>
    </message>
    <message numerus="yes">
        <source>You win with %n point(s).</source>
        <translation>
            <numerusform>Has ganado con %n punto.</numerusform>
            <numerusform>Has ganado con %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Waiting for the computer</source>
        <translation>Esperando al ordenador</translation>
    </message>
    <message>
        <source>Lay a tile: pick one, turn it, click the table</source>
        <translation>Coloca una loseta: elígela, gírala y haz clic en la mesa</translation>
    </message>
    <message>
        <source>Move your pawn one step or stay</source>
        <translation>Mueve tu ficha un paso o quédate</translation>
    </message>
    <message>
        <source>None of your tiles fits: pass</source>
        <translation>Ninguna de tus losetas cabe: pasa</translation>
    </message>
    <message>
        <source>Waiting for %1 to be ready</source>
        <translation>Esperando a %1</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>«%1»: %2</translation>
    </message>
    <message numerus="yes">
        <source>Colour match short: on level %1, at least %n square(s) must match the colours below.</source>
        <translation>
            <numerusform>Faltan colores que coincidan: en el nivel %1 debe coincidir con los colores de debajo al menos %n cuadrado.</numerusform>
            <numerusform>Faltan colores que coincidan: en el nivel %1 deben coincidir con los colores de debajo al menos %n cuadrados.</numerusform>
        </translation>
    </message>
    <message>
        <source>That would cover a region protected by another player&apos;s pawn.</source>
        <translation>Eso cubriría una región protegida por la ficha de otro jugador.</translation>
    </message>
    <message>
        <source>That would merge two pawns&apos; regions into one.</source>
        <translation>Eso uniría en una sola las regiones de dos fichas.</translation>
    </message>
    <message>
        <source>The pawn can go onto the new tile or one step to a covered neighbouring cell.</source>
        <translation>La ficha puede ir a la loseta nueva o avanzar un paso a un cuadrado vecino cubierto.</translation>
    </message>
    <message>
        <source>The pawn cannot enter a region holding another pawn.</source>
        <translation>La ficha no puede entrar en una región donde hay otra ficha.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Espera tu turno.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Esa jugada no está permitida.</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>Turno de %1: el ordenador está pensando…</translation>
    </message>
    <message>
        <source>%1 to play: place a sphere from the reserve, or click one of your free spheres to raise it.</source>
        <translation>Turno de %1: coloca una bola de la reserva o haz clic en una de tus bolas libres para subirla.</translation>
    </message>
    <message>
        <source>%1: click a highlighted place to raise the sphere to, or Escape to choose again.</source>
        <translation>%1: haz clic en la casilla iluminada a la que quieres subir la bola, o pulsa Esc para elegir otra vez.</translation>
    </message>
    <message>
        <source>%1 completed a pattern: click one or two of your glowing spheres to take them back.</source>
        <translation>%1: cuadrado (o línea) de tu color. Haz clic en una o dos de tus bolas iluminadas para recuperarlas.</translation>
    </message>
    <message>
        <source>%1: take back a second sphere, or press Done to keep it at one.</source>
        <translation>%1: recupera una segunda bola o pulsa Hecho para quedarte en una.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Turno de %1.</translation>
    </message>
    <message>
        <source>Draw: the same position occurred three times.</source>
        <translation>Tablas: la misma posición se ha dado tres veces.</translation>
    </message>
    <message>
        <source>%1 wins by crowning the pyramid.</source>
        <translation>Ganan %1 al colocar la bola de la cima de la pirámide.</translation>
    </message>
    <message>
        <source>%1 wins: %2&apos;s reserve is empty.</source>
        <translation>Ganan %1: la reserva de %2 está vacía.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Ganan %1.</translation>
    </message>
    <message>
        <source>Colour match short: too few squares match the colours below.</source>
        <translation>Faltan colores que coincidan: muy pocos cuadrados coinciden con los colores de debajo.</translation>
    </message>
    <message>
        <source>%1: click a glowing cell to move your pawn there, or Stay.</source>
        <translation>%1: haz clic en un cuadrado iluminado para mover allí tu ficha, o en Quedarse.</translation>
    </message>
    <message>
        <source>%1 cannot lay any tile: press Pass.</source>
        <translation>%1 no puede colocar ninguna loseta: pulsa Pasar.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Pasa la pantalla a %1.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list of names: any but the last two</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a list of names: the last two</comment>
        <translation>%1 y %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>Gana %1 con %n punto.</numerusform>
            <numerusform>Gana %1 con %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s).</source>
        <translation>
            <numerusform>%1 comparten la victoria con %n punto.</numerusform>
            <numerusform>%1 comparten la victoria con %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final scores: %1.</source>
        <translation>Puntuación final: %1.</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>Notation: %1</source>
        <translation>Notación: %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
</context>
<context>
    <name>Pilus</name>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Azul cielo</translation>
    </message>
    <message>
        <source>Wine</source>
        <translation>Granate</translation>
    </message>
    <message>
        <source>Indigo</source>
        <translation>Índigo</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>the word the Move field takes for a pass, as its placeholder and refusal write it</comment>
        <translation>pasa</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Pasas</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 pasa</translation>
    </message>
    <message>
        <source>You lay %2 at %3</source>
        <translation>Colocas %2 en %3</translation>
    </message>
    <message>
        <source>%1 lays %2 at %3</source>
        <translation>%1 coloca %2 en %3</translation>
    </message>
    <message>
        <source>, pawn to %1</source>
        <translation>, ficha a %1</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Victoria compartida: %1</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Turno de %1</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left to draw</source>
        <translation>
            <numerusform>Queda %n loseta por robar</numerusform>
            <numerusform>Quedan %n losetas por robar</numerusform>
        </translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>nivel %1</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>Player %1 to move</source>
        <translation>Turno del Jugador %1</translation>
    </message>
    <message>
        <source>None of these tiles fits anywhere on the table: press Pass.</source>
        <translation>Ninguna de estas losetas cabe en la mesa: pulsa Pasar.</translation>
    </message>
    <message>
        <source>Hidden until %1 is ready.</source>
        <translation>Ocultas hasta que %1 haga clic.</translation>
    </message>
    <message>
        <source>Hidden until Player %1 is ready.</source>
        <translation>Ocultas hasta que el Jugador %1 haga clic.</translation>
    </message>
    <message>
        <source>Tiles in hand — %1</source>
        <translation>Losetas en la mano — %1</translation>
    </message>
    <message>
        <source>Last turn: %1 %2</source>
        <translation>Último turno: %1 %2</translation>
    </message>
    <message>
        <source>Last turn: you passed</source>
        <translation>Último turno: has pasado</translation>
    </message>
    <message>
        <source>Last turn: %1 passed</source>
        <translation>Último turno: %1 pasó</translation>
    </message>
    <message>
        <source>Spot %1 of %2 here: L or Alt+wheel for the next</source>
        <translation>Sitio %1 de %2 aquí: L o Alt+rueda para el siguiente</translation>
    </message>
    <message>
        <source>No tiles left to draw</source>
        <translation>No quedan losetas por robar</translation>
    </message>
    <message>
        <source>Level %1: not here</source>
        <translation>Nivel %1: aquí no</translation>
    </message>
    <message>
        <source>+0: no square joins one of its colour</source>
        <translation>+0: ningún cuadrado se une a otro de su color</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Nivel %1: %2</translation>
    </message>
    <message>
        <source>Your pawn: %1 squares score nothing</source>
        <translation>Tu ficha: %1 cuadrados no puntúan</translation>
    </message>
    <message>
        <source>%1&apos;s pawn: %2 squares score nothing</source>
        <translation>Ficha de %1: %2 cuadrados no puntúan</translation>
    </message>
    <message>
        <source>Player %1&apos;s pawn: %2 squares score nothing</source>
        <translation>Ficha del Jugador %1: %2 cuadrados no puntúan</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Has ganado</translation>
    </message>
    <message>
        <source>You score %1</source>
        <translation>Puntúas %1</translation>
    </message>
    <message>
        <source>%1 scores %2</source>
        <translation>%1 puntúa %2</translation>
    </message>
    <message>
        <source>I am %1: show my tiles</source>
        <translation>Soy %1: mostrar mis losetas</translation>
    </message>
    <message>
        <source>I am Player %1: show my tiles</source>
        <translation>Soy el Jugador %1: mostrar mis losetas</translation>
    </message>
    <message>
        <source>Enter moves your pawn to the glowing cell; Tab shows the next one.</source>
        <translation>Intro mueve tu ficha al cuadrado iluminado; Tab muestra el siguiente.</translation>
    </message>
</context>
<context>
    <name>PilusHint</name>
    <message numerus="yes">
        <source>Hint: lay this tile where its ghost shows: level %1, %n point(s). Enter lays it, then moves your pawn.</source>
        <translation>
            <numerusform>Pista: pon esta loseta donde la muestra su sombra: nivel %1, %n punto. Intro la coloca y después mueve tu ficha.</numerusform>
            <numerusform>Pista: pon esta loseta donde la muestra su sombra: nivel %1, %n puntos. Intro la coloca y después mueve tu ficha.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: lay this tile where its ghost shows: level %1, %n point(s). Enter lays it; your pawn stays.</source>
        <translation>
            <numerusform>Pista: pon esta loseta donde la muestra su sombra: nivel %1, %n punto. Intro la coloca; tu ficha se queda.</numerusform>
            <numerusform>Pista: pon esta loseta donde la muestra su sombra: nivel %1, %n puntos. Intro la coloca; tu ficha se queda.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: lay this tile where its ghost shows. Enter lays it, then moves your pawn.</source>
        <translation>Pista: pon esta loseta donde la muestra su sombra. Intro la coloca y después mueve tu ficha.</translation>
    </message>
    <message>
        <source>Hint: lay this tile where its ghost shows. Enter lays it; your pawn stays.</source>
        <translation>Pista: pon esta loseta donde la muestra su sombra. Intro la coloca; tu ficha se queda.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: put your pawn on the glowing cell of the tile you just laid: there it guards a region of %n square(s) that the others can neither cover nor score. Enter moves it.</source>
        <translation>
            <numerusform>Pista: pon tu ficha en el cuadrado iluminado de la loseta que acabas de colocar: allí protege una región de %n cuadrado que los demás no pueden cubrir ni puntuar. Intro la mueve.</numerusform>
            <numerusform>Pista: pon tu ficha en el cuadrado iluminado de la loseta que acabas de colocar: allí protege una región de %n cuadrados que los demás no pueden cubrir ni puntuar. Intro la mueve.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: move your pawn one step, to the glowing cell: there it guards a region of %n square(s) that the others can neither cover nor score. Enter moves it.</source>
        <translation>
            <numerusform>Pista: mueve tu ficha un paso, al cuadrado iluminado: allí protege una región de %n cuadrado que los demás no pueden cubrir ni puntuar. Intro la mueve.</numerusform>
            <numerusform>Pista: mueve tu ficha un paso, al cuadrado iluminado: allí protege una región de %n cuadrados que los demás no pueden cubrir ni puntuar. Intro la mueve.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: leave your pawn where it is: it guards a region of %n square(s) there that the others can neither cover nor score. Enter keeps it.</source>
        <translation>
            <numerusform>Pista: deja tu ficha donde está: allí protege una región de %n cuadrado que los demás no pueden cubrir ni puntuar. Intro la deja.</numerusform>
            <numerusform>Pista: deja tu ficha donde está: allí protege una región de %n cuadrados que los demás no pueden cubrir ni puntuar. Intro la deja.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: leave your pawn where it is: none of the cells it could go to lies in a region of two squares or more to guard. Enter keeps it.</source>
        <translation>Pista: deja tu ficha donde está: ninguno de los cuadrados a los que podría ir está en una región de dos cuadrados o más que proteger. Intro la deja.</translation>
    </message>
    <message>
        <source>Hint: leave your pawn where it is this turn. Enter keeps it.</source>
        <translation>Pista: deja tu ficha donde está en este turno. Intro la deja.</translation>
    </message>
</context>
<context>
    <name>PilusLessons</name>
    <message>
        <source>Laying on the table</source>
        <translation>Colocar en la mesa</translation>
    </message>
    <message>
        <source>Lay your tile on the table, on the glowing cells beside the starting tile.</source>
        <translation>Coloca tu loseta en la mesa, en los cuadrados iluminados junto a la loseta inicial.</translation>
    </message>
    <message>
        <source>Not this one: lay the tile on the glowing cells.</source>
        <translation>Así no: coloca la loseta en los cuadrados iluminados.</translation>
    </message>
    <message>
        <source>Well done: a tile on the table must touch a tile already laid.</source>
        <translation>Muy bien: una loseta en la mesa debe tocar una loseta ya colocada.</translation>
    </message>
    <message>
        <source>Any side may touch, whatever its colour: lay your tile on the glowing cells.</source>
        <translation>Puede tocar por cualquier lado, sea cual sea el color: coloca tu loseta en los cuadrados iluminados.</translation>
    </message>
    <message>
        <source>Well done: the table grows in every direction.</source>
        <translation>Muy bien: la mesa crece en todas las direcciones.</translation>
    </message>
    <message>
        <source>Stacking on three of four squares</source>
        <translation>Apilar sobre tres de cuatro cuadrados</translation>
    </message>
    <message>
        <source>Lay your tile on top, on the glowing cells: three squares hold it, one is over air.</source>
        <translation>Coloca tu loseta encima, en los cuadrados iluminados: tres cuadrados la sostienen y uno queda en el aire.</translation>
    </message>
    <message>
        <source>Not this one: lay the tile on top, on the glowing cells.</source>
        <translation>Así no: coloca la loseta encima, en los cuadrados iluminados.</translation>
    </message>
    <message>
        <source>Well done: a tile on top rests on at least three squares of two tiles or more.</source>
        <translation>Muy bien: una loseta encima se apoya en al menos tres cuadrados de dos losetas o más.</translation>
    </message>
    <message>
        <source>Resting on only two squares is not allowed: lay your tile on the glowing cells, on four.</source>
        <translation>No se permite apoyarla en solo dos cuadrados: coloca tu loseta en los cuadrados iluminados, sobre cuatro.</translation>
    </message>
    <message>
        <source>Well done: two squares are too few; three or four hold a tile.</source>
        <translation>Muy bien: dos cuadrados son pocos; tres o cuatro sostienen una loseta.</translation>
    </message>
    <message>
        <source>Colour matching per level</source>
        <translation>Colores que coinciden en cada nivel</translation>
    </message>
    <message>
        <source>On level 2, at least one square must match the colour under it. Turn your tile and lay it on the glowing cells.</source>
        <translation>En el nivel 2, al menos un cuadrado debe coincidir con el color de debajo. Gira tu loseta y colócala en los cuadrados iluminados.</translation>
    </message>
    <message>
        <source>Well done: level 2 needs one matching square.</source>
        <translation>Muy bien: el nivel 2 pide un cuadrado que coincida.</translation>
    </message>
    <message>
        <source>On level 3, at least two squares must match. Turn your tile and lay it on the glowing cells.</source>
        <translation>En el nivel 3, al menos dos cuadrados deben coincidir. Gira tu loseta y colócala en los cuadrados iluminados.</translation>
    </message>
    <message>
        <source>Well done: each level needs one more matching square; level 5 needs all four.</source>
        <translation>Muy bien: cada nivel pide un cuadrado más que coincida; el nivel 5 pide los cuatro.</translation>
    </message>
    <message>
        <source>The pawn and protection</source>
        <translation>La ficha y la protección</translation>
    </message>
    <message>
        <source>Lay your tile on the glowing cells and put your pawn on it.</source>
        <translation>Coloca tu loseta en los cuadrados iluminados y pon tu ficha encima.</translation>
    </message>
    <message>
        <source>The other pawn protects its region: you may not cover it. Turn your tile and lay it on the glowing cells.</source>
        <translation>La otra ficha protege su región: no puedes cubrirla. Gira tu loseta y colócala en los cuadrados iluminados.</translation>
    </message>
    <message>
        <source>Not this one: put your pawn on your new tile too.</source>
        <translation>Así no: pon también tu ficha en tu loseta nueva.</translation>
    </message>
    <message>
        <source>Well done: your pawn protects its region from the other players.</source>
        <translation>Muy bien: tu ficha protege su región de los demás jugadores.</translation>
    </message>
    <message>
        <source>Well done: a protected region also scores nothing for the other players.</source>
        <translation>Muy bien: una región protegida tampoco da puntos a los demás jugadores.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuar</translation>
    </message>
    <message>
        <source>Regions of two cells or more score. Turn your tile so it scores 5 and lay it on the glowing cells.</source>
        <translation>Puntúan las regiones de dos cuadrados o más. Gira tu loseta para que sume 5 y colócala en los cuadrados iluminados.</translation>
    </message>
    <message>
        <source>Not this one: lay it on the glowing cells, turned so it scores 5.</source>
        <translation>Así no: colócala en los cuadrados iluminados, girada para que sume 5.</translation>
    </message>
    <message>
        <source>Well done: on the table each cell of a scoring region is worth 1 point.</source>
        <translation>Muy bien: en la mesa cada cuadrado de una región puntuable vale 1 punto.</translation>
    </message>
    <message>
        <source>On level 2 each cell counts twice. Turn your tile so it scores 10 and lay it on the glowing cells.</source>
        <translation>En el nivel 2 cada cuadrado cuenta doble. Gira tu loseta para que sume 10 y colócala en los cuadrados iluminados.</translation>
    </message>
    <message>
        <source>Not this one: lay it on the glowing cells, turned so it scores 10.</source>
        <translation>Así no: colócala en los cuadrados iluminados, girada para que sume 10.</translation>
    </message>
    <message>
        <source>Well done: you score the level times the cells of the scoring regions.</source>
        <translation>Muy bien: sumas el nivel por los cuadrados de las regiones puntuables.</translation>
    </message>
</context>
<context>
    <name>PilusPanel</name>
    <message>
        <source>Scores</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>&amp;Stay</source>
        <translation>&amp;Quedarse</translation>
    </message>
    <message>
        <source>Leave the pawn where it is and end the turn</source>
        <translation>Deja la ficha donde está y termina el turno</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>Pa&amp;sar</translation>
    </message>
    <message>
        <source>None of your tiles can be laid anywhere: pass</source>
        <translation>Ninguna de tus losetas puede colocarse: pasa</translation>
    </message>
    <message>
        <source>Take the tile &amp;back</source>
        <translation>&amp;Recoger la loseta</translation>
    </message>
    <message>
        <source>Pick the tile up again and lay it elsewhere (Escape)</source>
        <translation>Recoge la loseta para colocarla en otro sitio (Esc)</translation>
    </message>
</context>
<context>
    <name>PilusReview</name>
    <message>
        <source>Expert: same</source>
        <translation>Experto: igual</translation>
    </message>
    <message>
        <source>Expert: as good</source>
        <translation>Experto: igual de buena</translation>
    </message>
    <message>
        <source>Expert: +%1 more</source>
        <translation>Experto: +%1 más</translation>
    </message>
    <message>
        <source>The expert would have played this turn too (it scores %1 now).</source>
        <translation>El experto también habría jugado este turno (ahora da %1 puntos).</translation>
    </message>
    <message>
        <source>The expert&apos;s choice scores %1 now, this turn %2; by its estimate the two are about as good.</source>
        <translation>La elección del experto da ahora %1 puntos, este turno %2; según su estimación, los dos son más o menos igual de buenos.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice scores %1 now, this turn %2; by its estimate it is worth about %3 points more.</source>
        <translation>La elección del experto da ahora %1 puntos, este turno %2; según su estimación vale unos %3 puntos más.</translation>
    </message>
    <message>
        <source>While the game goes on, only your own turns are judged: the expert&apos;s choice for another player would tell what their hand held.</source>
        <translation>Mientras la partida sigue, solo se juzgan tus propios turnos: la elección del experto para otro jugador diría qué losetas tenía en la mano.</translation>
    </message>
    <message>
        <source>While the game goes on, no turn is judged: the expert&apos;s choice for a turn would show that player&apos;s tiles to everyone at the screen. Finish the game to review every turn.</source>
        <translation>Mientras la partida sigue, no se juzga ningún turno: la elección del experto para un turno mostraría las losetas de ese jugador a todos los que miran la pantalla. Termina la partida para revisar todos los turnos.</translation>
    </message>
    <message>
        <source>While the game goes on, no turn is judged. Finish the game to review every turn.</source>
        <translation>Mientras la partida sigue, no se juzga ningún turno. Termina la partida para revisar todos los turnos.</translation>
    </message>
    <message>
        <source>In the move list: %1 same: the expert chose this turn; %2 as good: the expert&apos;s choice is about as good by its estimate; %3 %4 +n more: the expert&apos;s choice is worth about n points more (%4 5 or more).</source>
        <translation>En la lista de jugadas: %1 igual: el experto eligió este turno; %2 igual de buena: según su estimación, la elección del experto es más o menos igual de buena; %3 %4 +n más: la elección del experto vale unos n puntos más (%4 5 o más).</translation>
    </message>
    <message>
        <source>The expert looks at the turns: %1 of %2</source>
        <translation>El experto examina los turnos: %1 de %2</translation>
    </message>
    <message>
        <source>Move %1, %2: %3</source>
        <translation>Jugada %1, %2: %3</translation>
    </message>
    <message>
        <source>The ghost on the table is the expert&apos;s tile.</source>
        <translation>La sombra sobre la mesa es la loseta del experto.</translation>
    </message>
    <message>
        <source>The expert&apos;s tile is not shown: the tile laid covers its place.</source>
        <translation>La loseta del experto no se muestra: la loseta colocada ocupa su sitio.</translation>
    </message>
    <message>
        <source>The expert would have passed.</source>
        <translation>El experto habría pasado.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice for each turn, seeing only what its player saw: an estimate, not the truth.</source>
        <translation>La elección del experto para cada turno, viendo solo lo que vio su jugador: una estimación, no la verdad.</translation>
    </message>
</context>
<context>
    <name>PilusWords</name>
    <message>
        <source>You passed</source>
        <translation>Pasas</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 pasa</translation>
    </message>
    <message>
        <source>%1 laid a tile on the table</source>
        <translation>%1 coloca una loseta sobre la mesa</translation>
    </message>
    <message>
        <source>%1 laid a tile on the table and scored %3</source>
        <translation>%1 coloca una loseta sobre la mesa y suma %3</translation>
    </message>
    <message>
        <source>%1 laid a tile on the table and moved the pawn</source>
        <translation>%1 coloca una loseta sobre la mesa y mueve su ficha</translation>
    </message>
    <message>
        <source>%1 laid a tile on the table, moved the pawn and scored %3</source>
        <translation>%1 coloca una loseta sobre la mesa, mueve su ficha y suma %3</translation>
    </message>
    <message>
        <source>%1 laid a tile on level %2</source>
        <translation>%1 coloca una loseta en el nivel %2</translation>
    </message>
    <message>
        <source>%1 laid a tile on level %2 and scored %3</source>
        <translation>%1 coloca una loseta en el nivel %2 y suma %3</translation>
    </message>
    <message>
        <source>%1 laid a tile on level %2 and moved the pawn</source>
        <translation>%1 coloca una loseta en el nivel %2 y mueve su ficha</translation>
    </message>
    <message>
        <source>%1 laid a tile on level %2, moved the pawn and scored %3</source>
        <translation>%1 coloca una loseta en el nivel %2, mueve su ficha y suma %3</translation>
    </message>
    <message>
        <source>You laid a tile on the table</source>
        <translation>Colocas una loseta sobre la mesa</translation>
    </message>
    <message>
        <source>You laid a tile on the table and scored %3</source>
        <translation>Colocas una loseta sobre la mesa y sumas %3</translation>
    </message>
    <message>
        <source>You laid a tile on the table and moved your pawn</source>
        <translation>Colocas una loseta sobre la mesa y mueves tu ficha</translation>
    </message>
    <message>
        <source>You laid a tile on the table, moved your pawn and scored %3</source>
        <translation>Colocas una loseta sobre la mesa, mueves tu ficha y sumas %3</translation>
    </message>
    <message>
        <source>You laid a tile on level %2</source>
        <translation>Colocas una loseta en el nivel %2</translation>
    </message>
    <message>
        <source>You laid a tile on level %2 and scored %3</source>
        <translation>Colocas una loseta en el nivel %2 y sumas %3</translation>
    </message>
    <message>
        <source>You laid a tile on level %2 and moved your pawn</source>
        <translation>Colocas una loseta en el nivel %2 y mueves tu ficha</translation>
    </message>
    <message>
        <source>You laid a tile on level %2, moved your pawn and scored %3</source>
        <translation>Colocas una loseta en el nivel %2, mueves tu ficha y sumas %3</translation>
    </message>
</context>
<context>
    <name>Playback</name>
    <message>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Inicio de la partida</translation>
    </message>
    <message>
        <source>Position after move %1 of %2</source>
        <translation>Posición tras la jugada %1 de %2</translation>
    </message>
    <message>
        <source>Paused — press Play to go on</source>
        <translation>En pausa: pulsa Seguir para continuar</translation>
    </message>
    <message>
        <source>The start of the game (Home)</source>
        <translation>El inicio de la partida (Inicio)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>Una jugada atrás (←)</translation>
    </message>
    <message>
        <source>One move on (→)</source>
        <translation>Una jugada adelante (→)</translation>
    </message>
    <message>
        <source>The last move (End)</source>
        <translation>La última jugada (Fin)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Back to the Game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <source>Leave the review: the game as it was</source>
        <translation>Salir de la revisión: la partida como estaba</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Seguir</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pausa</translation>
    </message>
    <message>
        <source>Pause stops the computer at once: the move it is thinking about is not played</source>
        <translation>Pausa detiene al ordenador al instante: la jugada que está pensando no se juega</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocidad:</translation>
    </message>
    <message>
        <source>No move to review yet.</source>
        <translation>Aún no hay jugadas que revisar.</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Pasa la pantalla a %1</translation>
    </message>
    <message>
        <source>Pass the screen to Player %1</source>
        <translation>Pasa la pantalla al Jugador %1</translation>
    </message>
    <message>
        <source>Click when only %1 can see the screen</source>
        <translation>Haz clic cuando solo %1 vea la pantalla</translation>
    </message>
    <message>
        <source>Click when only Player %1 can see the screen</source>
        <translation>Haz clic cuando solo el Jugador %1 vea la pantalla</translation>
    </message>
    <message>
        <source>or press Enter</source>
        <translation>o pulsa Intro</translation>
    </message>
</context>
<context>
    <name>Pylos</name>
    <message>
        <source>Light</source>
        <translation>Claras</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuras</translation>
    </message>
    <message>
        <source>You raise %2 to %3</source>
        <translation>Subes la bola de %2 a %3</translation>
    </message>
    <message>
        <source>%1 raises %2 to %3</source>
        <translation>%1: sube la bola de %2 a %3</translation>
    </message>
    <message>
        <source>You place on %3</source>
        <translation>Colocas en %3</translation>
    </message>
    <message>
        <source>%1 places on %3</source>
        <translation>%1: coloca en %3</translation>
    </message>
    <message>
        <source>, takes back %1</source>
        <translation>, recupera %1</translation>
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
        <translation>Colocar una bola</translation>
    </message>
    <message>
        <source>Place a sphere from your reserve on the glowing place.</source>
        <translation>Coloca una bola de tu reserva en la casilla iluminada.</translation>
    </message>
    <message>
        <source>Not this one: place it on the glowing place.</source>
        <translation>Así no: colócala en la casilla iluminada.</translation>
    </message>
    <message>
        <source>Well done: a turn can be placing one sphere from your reserve.</source>
        <translation>Muy bien: un turno puede ser colocar una bola de tu reserva.</translation>
    </message>
    <message>
        <source>Four spheres in a square hold one above: place a sphere on level 2.</source>
        <translation>Cuatro bolas en cuadrado sostienen una encima: coloca una bola en el nivel 2.</translation>
    </message>
    <message>
        <source>Not this one: place it on the four spheres, on level 2.</source>
        <translation>Así no: colócala sobre las cuatro bolas, en el nivel 2.</translation>
    </message>
    <message>
        <source>Well done: a sphere may go on any level where four spheres hold it.</source>
        <translation>Muy bien: una bola puede ir a cualquier nivel donde cuatro bolas la sostengan.</translation>
    </message>
    <message>
        <source>The square and the take-back</source>
        <translation>El cuadrado y recuperar bolas</translation>
    </message>
    <message>
        <source>Complete a square of your colour on the glowing place, then take back one sphere.</source>
        <translation>Completa un cuadrado de tu color en la casilla iluminada y recupera después una bola.</translation>
    </message>
    <message>
        <source>Not this one: complete your square on the glowing place.</source>
        <translation>Así no: completa tu cuadrado en la casilla iluminada.</translation>
    </message>
    <message>
        <source>Well done: a square of your colour lets you take back a sphere to your reserve.</source>
        <translation>Muy bien: un cuadrado de tu color te deja recuperar una bola a tu reserva.</translation>
    </message>
    <message>
        <source>Complete the square again, and take back two spheres this time.</source>
        <translation>Completa otra vez el cuadrado y esta vez recupera dos bolas.</translation>
    </message>
    <message>
        <source>Not this one: complete the square and take back two spheres.</source>
        <translation>Así no: completa el cuadrado y recupera dos bolas.</translation>
    </message>
    <message>
        <source>Well done: you may take back one or two free spheres of your colour.</source>
        <translation>Muy bien: puedes recuperar una o dos bolas libres de tu color.</translation>
    </message>
    <message>
        <source>Raising a sphere</source>
        <translation>Subir una bola</translation>
    </message>
    <message>
        <source>Raise your free sphere from the glowing corner onto the four spheres: it saves a sphere of your reserve.</source>
        <translation>Sube tu bola libre de la esquina iluminada sobre las cuatro bolas: así ahorras una bola de tu reserva.</translation>
    </message>
    <message>
        <source>Not this one: raise the sphere from the glowing corner instead of placing one.</source>
        <translation>Así no: sube la bola de la esquina iluminada en lugar de colocar una.</translation>
    </message>
    <message>
        <source>Well done: a raised sphere goes at least one level up and costs nothing.</source>
        <translation>Muy bien: una bola subida va al menos un nivel más arriba y no te cuesta nada.</translation>
    </message>
    <message>
        <source>The top</source>
        <translation>La cima</translation>
    </message>
    <message>
        <source>Place your last sphere on the top of the pyramid.</source>
        <translation>Coloca tu última bola en la cima de la pirámide.</translation>
    </message>
    <message>
        <source>Not this one: place it on the top.</source>
        <translation>Así no: colócala en la cima.</translation>
    </message>
    <message>
        <source>Well done: the player who places the top sphere wins.</source>
        <translation>Muy bien: gana el jugador que coloca la bola de la cima.</translation>
    </message>
    <message>
        <source>The empty reserve</source>
        <translation>La reserva vacía</translation>
    </message>
    <message>
        <source>One sphere is left in your reserve: raise one of your free spheres to level 3 to keep it.</source>
        <translation>Te queda una bola en la reserva: sube una de tus bolas libres al nivel 3 para conservarla.</translation>
    </message>
    <message>
        <source>Not this one: with an empty reserve you lose. Raise a sphere instead.</source>
        <translation>Así no: con la reserva vacía pierdes. Sube una bola en su lugar.</translation>
    </message>
    <message>
        <source>Well done: the player who cannot play a sphere loses, so save your spheres.</source>
        <translation>Muy bien: pierde el jugador que no puede jugar una bola, así que ahorra tus bolas.</translation>
    </message>
</context>
<context>
    <name>PylosWords</name>
    <message>
        <source>You placed the top sphere</source>
        <translation>Colocas la bola de la cima</translation>
    </message>
    <message>
        <source>%1 placed the top sphere</source>
        <translation>%1: bola de la cima colocada</translation>
    </message>
    <message>
        <source>%1 raised %2, level %3, to %4, level %5</source>
        <translation>%1: bola subida de %2, nivel %3, a %4, nivel %5</translation>
    </message>
    <message>
        <source>%1 raised %2, level %3, to %4, level %5, and took back %6, level %7</source>
        <translation>%1: bola subida de %2, nivel %3, a %4, nivel %5, y bola recuperada de %6, nivel %7</translation>
    </message>
    <message>
        <source>%1 raised %2, level %3, to %4, level %5, and took back %6, level %7, and %8, level %9</source>
        <translation>%1: bola subida de %2, nivel %3, a %4, nivel %5, y bolas recuperadas de %6, nivel %7, y de %8, nivel %9</translation>
    </message>
    <message>
        <source>%1 placed a sphere on %2, level %3</source>
        <translation>%1: bola colocada en %2, nivel %3</translation>
    </message>
    <message>
        <source>%1 placed a sphere on %2, level %3, and took back %4, level %5</source>
        <translation>%1: bola colocada en %2, nivel %3, y bola recuperada de %4, nivel %5</translation>
    </message>
    <message>
        <source>%1 placed a sphere on %2, level %3, and took back %4, level %5, and %6, level %7</source>
        <translation>%1: bola colocada en %2, nivel %3, y bolas recuperadas de %4, nivel %5, y de %6, nivel %7</translation>
    </message>
    <message>
        <source>You raised %2, level %3, to %4, level %5</source>
        <translation>Subes una bola de %2, nivel %3, a %4, nivel %5</translation>
    </message>
    <message>
        <source>You raised %2, level %3, to %4, level %5, and took back %6, level %7</source>
        <translation>Subes una bola de %2, nivel %3, a %4, nivel %5, y recuperas la de %6, nivel %7</translation>
    </message>
    <message>
        <source>You raised %2, level %3, to %4, level %5, and took back %6, level %7, and %8, level %9</source>
        <translation>Subes una bola de %2, nivel %3, a %4, nivel %5, y recuperas las de %6, nivel %7, y de %8, nivel %9</translation>
    </message>
    <message>
        <source>You placed a sphere on %2, level %3</source>
        <translation>Colocas una bola en %2, nivel %3</translation>
    </message>
    <message>
        <source>You placed a sphere on %2, level %3, and took back %4, level %5</source>
        <translation>Colocas una bola en %2, nivel %3, y recuperas la de %4, nivel %5</translation>
    </message>
    <message>
        <source>You placed a sphere on %2, level %3, and took back %4, level %5, and %6, level %7</source>
        <translation>Colocas una bola en %2, nivel %3, y recuperas las de %4, nivel %5, y de %6, nivel %7</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Carpeta</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Archivos de &amp;tipo:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nombre de archivo:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Directorio superior</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Crear nueva carpeta</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Vista de lista</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Vista detallada</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Nueva carpeta</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Cambia&amp;r de nombre</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Mostrar los archivos oc&amp;ultos</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Mostrar </translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>El archivo %1 ya existe.
¿Desea reemplazarlo?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>¿Está seguro de que quiere borrar «%1»?</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nueva carpeta</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Barra lateral</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Archivos</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Ir atrás</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Ir hacia delante</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Ir al directorio superior</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Crear una nueva carpeta</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Cambiar el modo de vista de la lista</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Cambiar a modo de vista detallada</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Lista de lugares y marcadores</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Lugares recientes</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Última modificación</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Tipo</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Mostrar los detalles...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ocultar los detalles...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copiar la ubicación del en&amp;lace</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>RecordBox</name>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n ganada</numerusform>
            <numerusform>%n ganadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drawn</source>
        <translation>
            <numerusform>%n empatada</numerusform>
            <numerusform>%n empatadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n perdida</numerusform>
            <numerusform>%n perdidas</numerusform>
        </translation>
    </message>
    <message>
        <source>vs %1: %2</source>
        <translation>Nivel %1: %2</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Forget this record</source>
        <translation>Olvidar este historial</translation>
    </message>
    <message numerus="yes">
        <source>You beat %1 %n times in a row — try %2?</source>
        <translation>
            <numerusform>Has ganado al nivel %1 %n vez seguida: ¿pruebas el nivel %2?</numerusform>
            <numerusform>Has ganado al nivel %1 %n veces seguidas: ¿pruebas el nivel %2?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won %n of your last 10 games against %1 — try %2?</source>
        <translation>
            <numerusform>Has ganado %n de tus últimas 10 partidas contra el nivel %1: ¿pruebas el nivel %2?</numerusform>
            <numerusform>Has ganado %n de tus últimas 10 partidas contra el nivel %1: ¿pruebas el nivel %2?</numerusform>
        </translation>
    </message>
    <message>
        <source>Play against %1</source>
        <translation>Jugar contra el nivel %1</translation>
    </message>
    <message>
        <source>Reset the record</source>
        <translation>Borrar el historial</translation>
    </message>
    <message>
        <source>Forget your record in %1?</source>
        <translation>¿Olvidar tu historial en %1?</translation>
    </message>
    <message>
        <source>Your wins, draws and losses against the computer in this game are cleared. This cannot be undone.</source>
        <translation>Se borran tus victorias, empates y derrotas contra el ordenador en este juego. No se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Best move</source>
        <translation>La mejor jugada</translation>
    </message>
    <message>
        <source>Kept the win</source>
        <translation>Mantiene la victoria</translation>
    </message>
    <message>
        <source>Kept the win, but slower</source>
        <translation>Mantiene la victoria, pero más despacio</translation>
    </message>
    <message>
        <source>Threw the win away</source>
        <translation>Dejó escapar la victoria</translation>
    </message>
    <message>
        <source>Kept the draw</source>
        <translation>Mantiene las tablas</translation>
    </message>
    <message>
        <source>Threw the draw away</source>
        <translation>Dejó escapar las tablas</translation>
    </message>
    <message>
        <source>Best defence</source>
        <translation>La mejor defensa</translation>
    </message>
    <message>
        <source>Still lost</source>
        <translation>Sigue perdida</translation>
    </message>
    <message>
        <source>Lost sooner than it had to</source>
        <translation>Pierde antes de lo necesario</translation>
    </message>
    <message>
        <source>Not worked out (too deep to judge in time)</source>
        <translation>Sin calcular (demasiado profundo para juzgarlo a tiempo)</translation>
    </message>
    <message>
        <source>Could not be judged</source>
        <translation>No se pudo juzgar</translation>
    </message>
    <message>
        <source>Win in %1</source>
        <translation>Victoria en %1</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <source>Loss in %1</source>
        <translation>Derrota en %1</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Derrota</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>win in %1</source>
        <translation>victoria en %1</translation>
    </message>
    <message>
        <source>loss in %1</source>
        <translation>derrota en %1</translation>
    </message>
    <message>
        <source>The best move: still winning</source>
        <translation>La mejor jugada: sigue ganando</translation>
    </message>
    <message>
        <source>The best move: %1</source>
        <comment>a win&apos;s distance</comment>
        <translation>La mejor jugada: %1</translation>
    </message>
    <message>
        <source>Still winning</source>
        <translation>Sigue ganando</translation>
    </message>
    <message>
        <source>Still winning: %1</source>
        <comment>a win&apos;s distance</comment>
        <translation>Sigue ganando: %1</translation>
    </message>
    <message>
        <source>Still winning, but slower than it could be</source>
        <translation>Sigue ganando, pero más despacio de lo que podía</translation>
    </message>
    <message>
        <source>Still winning, but slower than it could be: %1</source>
        <comment>a win&apos;s distance</comment>
        <translation>Sigue ganando, pero más despacio de lo que podía: %1</translation>
    </message>
    <message>
        <source>Threw the win away: now only a draw</source>
        <translation>Dejó escapar la victoria: ahora solo tablas</translation>
    </message>
    <message>
        <source>Threw the win away: now lost</source>
        <translation>Dejó escapar la victoria: ahora está perdida</translation>
    </message>
    <message>
        <source>Threw the win away: now lost, %1</source>
        <comment>a loss&apos;s distance</comment>
        <translation>Dejó escapar la victoria: ahora está perdida, %1</translation>
    </message>
    <message>
        <source>Still a draw with best play from both</source>
        <translation>Siguen siendo tablas si ambos juegan lo mejor</translation>
    </message>
    <message>
        <source>Threw the draw away: now lost</source>
        <translation>Dejó escapar las tablas: ahora está perdida</translation>
    </message>
    <message>
        <source>Threw the draw away: now lost, %1</source>
        <comment>a loss&apos;s distance</comment>
        <translation>Dejó escapar las tablas: ahora está perdida, %1</translation>
    </message>
    <message>
        <source>Lost whatever was played; this holds out longest</source>
        <translation>Perdida jugara lo que jugara; esta resiste más</translation>
    </message>
    <message>
        <source>Lost whatever was played; this holds out longest: %1</source>
        <comment>a loss&apos;s distance</comment>
        <translation>Perdida jugara lo que jugara; esta resiste más: %1</translation>
    </message>
    <message>
        <source>Lost whatever was played</source>
        <translation>Perdida jugara lo que jugara</translation>
    </message>
    <message>
        <source>Lost whatever was played, but this loses sooner</source>
        <translation>Perdida jugara lo que jugara, pero esta pierde antes</translation>
    </message>
    <message>
        <source>Lost whatever was played, but this loses sooner: %1</source>
        <comment>a loss&apos;s distance</comment>
        <translation>Perdida jugara lo que jugara, pero esta pierde antes: %1</translation>
    </message>
    <message>
        <source>Move %1, %2: %3</source>
        <translation>Jugada %1, %2: %3</translation>
    </message>
    <message>
        <source>A better move: %1</source>
        <translation>Una jugada mejor: %1</translation>
    </message>
    <message>
        <source>Judging the moves: %1 of %2</source>
        <translation>Juzgando las jugadas: %1 de %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Ganan %1</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Ganas</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>the computer: one player</comment>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>The game&apos;s value after each move, with best play from there on: click a point to see its position</source>
        <translation>El valor de la partida tras cada jugada, con el mejor juego desde ahí: haz clic en un punto para ver su posición</translation>
    </message>
    <message>
        <source>Above the middle line (a draw): good for %1; below: good for %2. The nearer a win, the further from the line.</source>
        <translation>Sobre la línea central (tablas): bien para %1; debajo: bien para %2. Cuanto más cerca la victoria, más lejos de la línea.</translation>
    </message>
    <message>
        <source>kept the win or the draw</source>
        <translation>mantuvo la victoria o las tablas</translation>
    </message>
    <message>
        <source>won, but slower</source>
        <translation>gana, pero más despacio</translation>
    </message>
    <message>
        <source>threw the win or the draw away</source>
        <translation>dejó escapar la victoria o las tablas</translation>
    </message>
    <message>
        <source>already lost</source>
        <translation>ya perdida</translation>
    </message>
    <message>
        <source>Analyse from here</source>
        <translation>Analizar desde aquí</translation>
    </message>
    <message>
        <source>Open the analysis board on this position</source>
        <translation>Abre el tablero de análisis en esta posición</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Every player&apos;s score after each round</source>
        <translation>La puntuación de cada jugador tras cada ronda</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Every player&apos;s score after each move</source>
        <translation>La puntuación de cada jugador tras cada jugada</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>pass</source>
        <translation>pasa</translation>
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
        <translation>Tú</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <comment>a default seat name inside a sentence, with its article if the language needs one</comment>
        <translation>el Jugador %1</translation>
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
        <translation>Elige un juego</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Jugar contra el ordenador</translation>
    </message>
    <message>
        <source>Two people</source>
        <translation>Dos personas</translation>
    </message>
    <message>
        <source>More options…</source>
        <translation>Más opciones…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>Short lessons on the table, then a first game</source>
        <translation>Lecciones breves sobre la mesa y después una primera partida</translation>
    </message>
    <message>
        <source>This game is no longer there to continue.</source>
        <translation>Esta partida ya no está para continuarla.</translation>
    </message>
    <message>
        <source>Discard the game</source>
        <translation>Descartar la partida</translation>
    </message>
    <message>
        <source>Throw this game away?</source>
        <translation>¿Tirar esta partida?</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n move(s) played. It cannot be brought back.</source>
        <translation>
            <numerusform>%1, %n jugada hecha. No se podrá recuperar.</numerusform>
            <numerusform>%1, %n jugadas hechas. No se podrá recuperar.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <source>Saved automatically</source>
        <translation>Guardada automáticamente</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Turno de %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>Player %1 to move</source>
        <translation>Turno del Jugador %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <comment>who plays against whom</comment>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>today %1</source>
        <translation>hoy %1</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>ayer %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a date, then a time</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>no encontrada</translation>
    </message>
    <message>
        <source>Remove from the list (the file stays where it is)</source>
        <translation>Quitar de la lista (el archivo se queda donde está)</translation>
    </message>
</context>
</TS>
