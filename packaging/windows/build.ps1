# Windows build: tests first, then the PyInstaller bundle (dist\tabletop-gui\tabletop-gui.exe)
# and the Inno Setup installer (dist\Tabletop-<version>-setup.exe).
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1 [-SkipTests]
#
# Needs Python 3.10+ (python.org or the Store) and Inno Setup 6 (iscc.exe on PATH, or in its
# default folder; `winget install JRSoftware.InnoSetup` or `choco install innosetup`).
param([switch]$SkipTests)
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")

function Run([string]$exe, [string[]]$argv) {
    & $exe @argv
    if ($LASTEXITCODE -ne 0) { throw "$exe $argv failed with exit code $LASTEXITCODE" }
}

if (-not (Test-Path .venv\Scripts\python.exe)) { Run python @("-m", "venv", ".venv") }
$py = ".venv\Scripts\python.exe"
Run $py @("-m", "pip", "install", "-q", "-e", ".[test,package]")

if (-not $SkipTests) {
    # Windows runners and most VMs have no OpenGL 2.1 for Qt to draw the table with: run the
    # tests that need no GL context (rules, computer players, model, packaging) offscreen; the
    # view and start-up tests draw real frames and run on Linux under Xvfb.
    $env:QT_QPA_PLATFORM = "offscreen"
    Run $py @("-m", "pytest", "-n", "2", "-m", "not gl", "tests/rules", "tests/ai",
              "tests/model", "tests/packaging", "tests/test_layering.py")
    Remove-Item Env:\QT_QPA_PLATFORM
}

Run $py @("packaging\icons.py", "build\icons")
Run $py @("-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
          "--distpath", "dist", "--workpath", "build\pyinstaller", "packaging\tabletop-gui.spec")
$version = (& $py packaging\buildinfo.py version).Trim()

$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) {
    foreach ($dir in @("${env:ProgramFiles(x86)}\Inno Setup 6", "$env:ProgramFiles\Inno Setup 6",
                       "$env:LOCALAPPDATA\Programs\Inno Setup 6")) {
        if (Test-Path "$dir\ISCC.exe") { $iscc = "$dir\ISCC.exe"; break }
    }
}
if (-not $iscc) { throw "Inno Setup 6 (ISCC.exe) not found: install it, then run this again" }
Run $iscc @("/Qp", "/DAppVersion=$version", "packaging\windows\tabletop-gui.iss")
Write-Host "build: dist\Tabletop-$version-setup.exe"
