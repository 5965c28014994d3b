; Inno Setup 6 script: the Windows installer for tabletop-gui.
;
;   iscc /DAppVersion=0.1.0 packaging\windows\tabletop-gui.iss
;
; packaging\windows\build.ps1 runs it after PyInstaller has made dist\tabletop-gui\ and
; packaging\icons.py build\icons\tabletop-gui.ico. Output: dist\Tabletop-<version>-setup.exe.
; Installs per user without admin rights by default (the dialog offers all users), adds a
; Start-menu entry (desktop icon optional), registers .tabletop saved games so a double-click
; opens them, and an uninstaller (Settings > Apps) that removes all of it.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Tabletop"
#define AppExe "tabletop-gui.exe"
#define Root "..\.."
; Keep in step with tabletop_gui/model/fileformat.py.
#define GameExt ".tabletop"
#define GameProgId "TabletopGui.Game"
#define GameMime "application/x-tabletop-gui-game"

[Setup]
; AppId identifies the app for upgrades and uninstall: never change it.
AppId={{D7701266-4B7D-4A90-93CB-34F9DFA4B7C9}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=tabletop-gui developers
AppPublisherURL=https://github.com/tabletop-gui/tabletop-gui
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
SourceDir={#Root}
OutputDir=dist
OutputBaseFilename={#AppName}-{#AppVersion}-setup
SetupIconFile=build\icons\tabletop-gui.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "czech"; MessagesFile: "compiler:Languages\Czech.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller one-folder bundle (tabletop-gui.exe + _internal\).
Source: "dist\tabletop-gui\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; File association (HKA = HKLM for an all-users install, HKCU for a per-user one):
; extension -> ProgId -> icon and open command. The extension is ours, so it defaults to us;
; OpenWithProgids keeps us in "Open with" even if the user picks another default.
Root: HKA; Subkey: "Software\Classes\{#GameExt}"; ValueType: string; ValueName: ""; ValueData: "{#GameProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#GameExt}"; ValueType: string; ValueName: "Content Type"; ValueData: "{#GameMime}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#GameExt}\OpenWithProgids"; ValueType: string; ValueName: "{#GameProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#GameProgId}"; ValueType: string; ValueName: ""; ValueData: "{#AppName} saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#GameProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#GameProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; "Open with" for older .json saved games, without claiming .json.
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: "{#GameExt}"; ValueData: ""; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
