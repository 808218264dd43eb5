<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>EventText</name>
    <message>
        <source>Genset trip</source>
        <translation>Generator-Auslösung</translation>
    </message>
    <message>
        <source>Genset start</source>
        <translation>Generatorstart</translation>
    </message>
    <message>
        <source>Grid brownout</source>
        <translation>Netzspannungseinbruch</translation>
    </message>
    <message>
        <source>Grid curtailment</source>
        <translation>Netzbezugsbegrenzung</translation>
    </message>
    <message>
        <source>Grid outage</source>
        <translation>Netzausfall</translation>
    </message>
    <message>
        <source>Grid restore</source>
        <translation>Netzwiederkehr</translation>
    </message>
    <message>
        <source>Battery fault</source>
        <translation>Batteriefehler</translation>
    </message>
    <message>
        <source>Battery restore</source>
        <translation>Batterie wieder in Betrieb</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>Leistungsbegrenzung</translation>
    </message>
    <message>
        <source>Power smoothing</source>
        <translation>Leistungsglättung</translation>
    </message>
    <message>
        <source>Job start</source>
        <translation>Job starten</translation>
    </message>
    <message>
        <source>Job stop</source>
        <translation>Job stoppen</translation>
    </message>
    <message>
        <source>Job restart</source>
        <translation>Job neu starten</translation>
    </message>
    <message>
        <source>Pump failure</source>
        <translation>Pumpenausfall</translation>
    </message>
    <message>
        <source>Pump restore</source>
        <translation>Pumpe wieder in Betrieb</translation>
    </message>
    <message>
        <source>CDU trip</source>
        <translation>CDU-Auslösung</translation>
    </message>
    <message>
        <source>CDU restore</source>
        <translation>CDU wieder in Betrieb</translation>
    </message>
    <message>
        <source>Close isolation valve</source>
        <translation>Absperrventil schließen</translation>
    </message>
    <message>
        <source>Open isolation valve</source>
        <translation>Absperrventil öffnen</translation>
    </message>
    <message>
        <source>Valve stuck</source>
        <translation>Ventil klemmt</translation>
    </message>
    <message>
        <source>Coolant leak</source>
        <translation>Kühlmittelleck</translation>
    </message>
    <message>
        <source>Dry cooler failure</source>
        <translation>Rückkühlerausfall</translation>
    </message>
    <message>
        <source>Dry cooler restore</source>
        <translation>Rückkühler wieder in Betrieb</translation>
    </message>
    <message>
        <source>Fan failure</source>
        <translation>Lüfterausfall</translation>
    </message>
    <message>
        <source>Heat wave</source>
        <translation>Hitzewelle</translation>
    </message>
    <message>
        <source>Set ambient temperature</source>
        <translation>Außentemperatur setzen</translation>
    </message>
    <message>
        <source>Supply set point</source>
        <translation>Vorlauf-Sollwert</translation>
    </message>
    <message>
        <source>Link down</source>
        <translation>Link ausgefallen</translation>
    </message>
    <message>
        <source>Link up</source>
        <translation>Link wieder aktiv</translation>
    </message>
    <message>
        <source>Switch down</source>
        <translation>Switch ausgefallen</translation>
    </message>
    <message>
        <source>Switch up</source>
        <translation>Switch wieder aktiv</translation>
    </message>
    <message>
        <source>NIC down</source>
        <translation>NIC ausgefallen</translation>
    </message>
    <message>
        <source>NIC up</source>
        <translation>NIC wieder aktiv</translation>
    </message>
    <message>
        <source>SHARP off</source>
        <translation>SHARP aus</translation>
    </message>
    <message>
        <source>SHARP on</source>
        <translation>SHARP ein</translation>
    </message>
    <message>
        <source>Routing mode</source>
        <translation>Routing-Modus</translation>
    </message>
    <message>
        <source>Background traffic</source>
        <translation>Hintergrundverkehr</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>Thermal</source>
        <translation>Thermik</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>Rack %1</translation>
    </message>
    <message>
        <source>CDU %1</source>
        <translation>CDU %1</translation>
    </message>
    <message>
        <source>pump %1</source>
        <translation>Pumpe %1</translation>
    </message>
    <message>
        <source>Genset %1</source>
        <translation>Generator %1</translation>
    </message>
    <message>
        <source>Dry cooler %1</source>
        <translation>Rückkühler %1</translation>
    </message>
    <message>
        <source>fan %1</source>
        <translation>Lüfter %1</translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation>Leaf %1</translation>
    </message>
    <message>
        <source>Spine %1</source>
        <translation>Spine %1</translation>
    </message>
    <message>
        <source>Core %1</source>
        <translation>Core %1</translation>
    </message>
    <message>
        <source>NIC %1</source>
        <translation>NIC %1</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>Batterie</translation>
    </message>
    <message>
        <source>Whole pod</source>
        <translation>Gesamter Pod</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>Trainingsjob</translation>
    </message>
    <message>
        <source>Ambient</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Facility water</source>
        <translation>Anlagenwasser</translation>
    </message>
    <message>
        <source>Fail this switch (%1)</source>
        <translation>Diesen Switch ausfallen lassen (%1)</translation>
    </message>
    <message>
        <source>Restore this switch (%1)</source>
        <translation>Diesen Switch wiederherstellen (%1)</translation>
    </message>
    <message>
        <source>Fail link %1</source>
        <translation>Link %1 ausfallen lassen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Fail pump %1 of CDU %2</source>
        <translation>Pumpe %1 von CDU %2 ausfallen lassen</translation>
    </message>
    <message>
        <source>Restore pump %1 of CDU %2</source>
        <translation>Pumpe %1 von CDU %2 wiederherstellen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>PodTwin: digital twin of an AI training pod</source>
        <translation>PodTwin: digitaler Zwilling eines KI-Trainings-Pods</translation>
    </message>
    <message>
        <source>Pod file or builtin:NAME.</source>
        <translation>Pod-Datei oder builtin:NAME.</translation>
    </message>
    <message>
        <source>Scenario file or builtin:NAME.</source>
        <translation>Szenariodatei oder builtin:NAME.</translation>
    </message>
    <message>
        <source>trace, debug, info, warn or error.</source>
        <translation>trace, debug, info, warn oder error.</translation>
    </message>
    <message>
        <source>UI language: en, de, ja.</source>
        <translation>Sprache der Oberfläche: en, de, ja.</translation>
    </message>
    <message>
        <source>Save a PNG of the window before quitting.</source>
        <translation>Vor dem Beenden ein PNG des Fensters speichern.</translation>
    </message>
    <message>
        <source>Quit after this many wall-clock seconds.</source>
        <translation>Nach so vielen Sekunden Echtzeit beenden.</translation>
    </message>
    <message>
        <source>Start running at once.</source>
        <translation>Sofort starten.</translation>
    </message>
    <message>
        <source>Requested speed (simulated s per s; 0 = max).</source>
        <translation>Gewünschtes Tempo (simulierte s pro s; 0 = max.).</translation>
    </message>
    <message>
        <source>Fast-forward to this simulated time first.</source>
        <translation>Zuerst bis zu dieser simulierten Zeit vorspulen.</translation>
    </message>
    <message>
        <source>Presenter mode.</source>
        <translation>Präsentationsmodus.</translation>
    </message>
    <message>
        <source>Select an object (rack5).</source>
        <translation>Ein Objekt auswählen (rack5).</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::MainWindow</name>
    <message>
        <source>3D view</source>
        <translation>3D-Ansicht</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>KPI tiles</source>
        <translation>KPI-Kacheln</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Fabric view</source>
        <translation>Fabric-Ansicht</translation>
    </message>
    <message>
        <source>PUE %1   ·   MFU %2 %   ·   SOC %3 %   ·   GPU max %4 °C</source>
        <translation>PUE %1   ·   MFU %2 %   ·   SOC %3 %   ·   GPU max. %4 °C</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max.</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>speed %1× of %2</source>
        <translation>Tempo %1× von %2</translation>
    </message>
    <message>
        <source>paused (%1)</source>
        <translation>pausiert (%1)</translation>
    </message>
    <message>
        <source>no pod loaded</source>
        <translation>kein Pod geladen</translation>
    </message>
    <message>
        <source>job: %1 racks tripped</source>
        <translation>Job: %1 Racks ausgelöst</translation>
    </message>
    <message>
        <source>job: training, MFU %1 %</source>
        <translation>Job: Training, MFU %1 %</translation>
    </message>
    <message>
        <source>job: idle</source>
        <translation>Job: Leerlauf</translation>
    </message>
    <message>
        <source>alarms: %1</source>
        <translation>Alarme: %1</translation>
    </message>
    <message>
        <source>%1 · %2 racks · scenario %3</source>
        <translation>%1 · %2 Racks · Szenario %3</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>Untersuchen</translation>
    </message>
    <message>
        <source>PodTwin — AI training pod digital twin</source>
        <translation>PodTwin — digitaler Zwilling eines KI-Trainings-Pods</translation>
    </message>
    <message>
        <source>Open &amp;pod…</source>
        <translation>&amp;Pod öffnen…</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>Szenario ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save scenario</source>
        <translation>Szenario &amp;speichern</translation>
    </message>
    <message>
        <source>Save scenario &amp;as…</source>
        <translation>Szenario speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export run CSV…</source>
        <translation>Lauf als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save scree&amp;nshot…</source>
        <translation>Bildschirm&amp;foto speichern…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>Einzels&amp;chritt</translation>
    </message>
    <message>
        <source>Advance one control tick (F10)</source>
        <translation>Einen Regeltakt weiter (F10)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Restart the run at t = 0 (Ctrl+R)</source>
        <translation>Lauf bei t = 0 neu starten (Strg+R)</translation>
    </message>
    <message>
        <source>&amp;Jump to time…</source>
        <translation>Zu Zeitpunkt &amp;springen…</translation>
    </message>
    <message>
        <source>Fast-forward (or replay) to a simulated time (Ctrl+J)</source>
        <translation>Zu einer simulierten Zeit vorspulen (oder neu abspielen) (Strg+J)</translation>
    </message>
    <message>
        <source>Real time (1×)</source>
        <translation>Echtzeit (1×)</translation>
    </message>
    <message>
        <source>10×</source>
        <translation>10×</translation>
    </message>
    <message>
        <source>100×</source>
        <translation>100×</translation>
    </message>
    <message>
        <source>As fast as possible</source>
        <translation>So schnell wie möglich</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>Rackleistung</translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation>GPU-Temperatur</translation>
    </message>
    <message>
        <source>Throttling</source>
        <translation>Drosselung</translation>
    </message>
    <message>
        <source>Coolant ΔT</source>
        <translation>Kühlmittel-ΔT</translation>
    </message>
    <message>
        <source>Link load</source>
        <translation>Link-Auslastung</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>Ü&amp;bersicht</translation>
    </message>
    <message>
        <source>Camera: overview (F5)</source>
        <translation>Kamera: Übersicht (F5)</translation>
    </message>
    <message>
        <source>&amp;Top</source>
        <translation>&amp;Draufsicht</translation>
    </message>
    <message>
        <source>Camera: top (F6)</source>
        <translation>Kamera: Draufsicht (F6)</translation>
    </message>
    <message>
        <source>&amp;Aisle</source>
        <translation>&amp;Gang</translation>
    </message>
    <message>
        <source>Camera: aisle (F7)</source>
        <translation>Kamera: Gang (F7)</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Full screen with big KPIs and a comparison (F11)</source>
        <translation>Vollbild mit großen KPIs und Vergleich (F11)</translation>
    </message>
    <message>
        <source>Thermal (blue–red)</source>
        <translation>Thermisch (blau–rot)</translation>
    </message>
    <message>
        <source>Viridis (colour-blind safe)</source>
        <translation>Viridis (farbenblind-tauglich)</translation>
    </message>
    <message>
        <source>Cool–warm (diverging)</source>
        <translation>Kalt–warm (divergierend)</translation>
    </message>
    <message>
        <source>&amp;About PodTwin</source>
        <translation>Über &amp;PodTwin</translation>
    </message>
    <message>
        <source>Inject a failure now</source>
        <translation>Jetzt eine Störung auslösen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Built-in &amp;pods</source>
        <translation>Eingebaute &amp;Pods</translation>
    </message>
    <message>
        <source>Built-in s&amp;cenarios</source>
        <translation>Eingebaute S&amp;zenarien</translation>
    </message>
    <message>
        <source>&amp;Recent files</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>&amp;Simulation</translation>
    </message>
    <message>
        <source>Spee&amp;d</source>
        <translation>&amp;Tempo</translation>
    </message>
    <message>
        <source>&amp;Inject</source>
        <translation>&amp;Störung</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Colour by</source>
        <translation>&amp;Färben nach</translation>
    </message>
    <message>
        <source>C&amp;amera</source>
        <translation>&amp;Kamera</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Bereiche</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Colour &amp;map</source>
        <translation>&amp;Farbskala</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Live charts</source>
        <translation>Live-Diagramme</translation>
    </message>
    <message>
        <source>KPIs</source>
        <translation>KPIs</translation>
    </message>
    <message>
        <source>Scenario timeline</source>
        <translation>Szenario-Zeitleiste</translation>
    </message>
    <message>
        <source>Events and alarms</source>
        <translation>Ereignisse und Alarme</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source> Speed </source>
        <translation> Tempo </translation>
    </message>
    <message>
        <source>1×</source>
        <translation>1×</translation>
    </message>
    <message>
        <source>Requested speed (Ctrl+1 … Ctrl+4)</source>
        <translation>Gewünschtes Tempo (Strg+1 … Strg+4)</translation>
    </message>
    <message>
        <source> Colour by </source>
        <translation> Färben nach </translation>
    </message>
    <message>
        <source>Esc or F11 leaves presenter mode.</source>
        <translation>Esc oder F11 beendet den Präsentationsmodus.</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <source>Run (Space)</source>
        <translation>Start (Leertaste)</translation>
    </message>
    <message>
        <source>Pod: %1</source>
        <translation>Pod: %1</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Szenario: %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>PodTwin JSON (*.json);;All files (*)</source>
        <translation>PodTwin-JSON (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open pod</source>
        <translation>Pod kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The pod file was not loaded; the current session is kept.

%1</source>
        <translation>Die Pod-Datei wurde nicht geladen; die aktuelle Sitzung bleibt erhalten.

%1</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The scenario was not loaded; the current one is kept.

%1</source>
        <translation>Das Szenario wurde nicht geladen; das aktuelle bleibt erhalten.

%1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Open pod</source>
        <translation>Pod öffnen</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>Export run CSV</source>
        <translation>Lauf als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Save screenshot</source>
        <translation>Bildschirmfoto speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Jump to time</source>
        <translation>Zu Zeitpunkt springen</translation>
    </message>
    <message>
        <source> d</source>
        <translation> T</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>Uhrzeit</translation>
    </message>
    <message>
        <source>Earlier times replay the run from t = 0 (the model is deterministic).</source>
        <translation>Frühere Zeitpunkte spielen den Lauf ab t = 0 neu ab (das Modell ist deterministisch).</translation>
    </message>
    <message>
        <source>Simulating to %1…</source>
        <translation>Simuliere bis %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Jump cancelled</source>
        <translation>Sprung abgebrochen</translation>
    </message>
    <message>
        <source>Simulation stopped</source>
        <translation>Simulation angehalten</translation>
    </message>
    <message>
        <source>The model left its physical range and the run was stopped.

%1</source>
        <translation>Das Modell hat seinen physikalischen Bereich verlassen; der Lauf wurde angehalten.

%1</translation>
    </message>
    <message>
        <source>Inject: %1</source>
        <translation>Störung: %1</translation>
    </message>
    <message>
        <source>Injected %1 on %2</source>
        <translation>%1 an %2 ausgelöst</translation>
    </message>
    <message>
        <source>Cannot inject event</source>
        <translation>Ereignis kann nicht ausgelöst werden</translation>
    </message>
    <message>
        <source>Commodity design</source>
        <translation>Standardauslegung</translation>
    </message>
    <message>
        <source>Same pod, SHARP off</source>
        <translation>Gleicher Pod, SHARP aus</translation>
    </message>
    <message>
        <source>This pod</source>
        <translation>Dieser Pod</translation>
    </message>
    <message>
        <source>About PodTwin</source>
        <translation>Über PodTwin</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PodTwin %1&lt;/h3&gt;&lt;p&gt;A desktop digital twin of a liquid-cooled AI training pod: NVL72-class racks, CDUs with N+1 pumps, the facility water loop and dry coolers, gas gensets, an LFP battery, the grid tie and an 800G InfiniBand fat tree with SHARP.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Limits of the model.&lt;/b&gt; Lumped thermal and hydraulic networks (no CFD); electrical plant as phasor-free power balance with 1 ms steps for swings; fabric as flow-level link loads, not packets; training throughput from a step-time model of compute and exposed communication. Results are for engineering comparison and drills, not for sign-off.&lt;/p&gt;&lt;p&gt;Qt %2 · deterministic seeds · no telemetry.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PodTwin %1&lt;/h3&gt;&lt;p&gt;Ein digitaler Zwilling eines flüssigkeitsgekühlten KI-Trainings-Pods für den Desktop: Racks der NVL72-Klasse, CDUs mit N+1-Pumpen, der Anlagenwasserkreis und Rückkühler, Gas-Generatoren, eine LFP-Batterie, der Netzanschluss und ein 800G-InfiniBand-Fat-Tree mit SHARP.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grenzen des Modells.&lt;/b&gt; Konzentrierte thermische und hydraulische Netzwerke (keine CFD); elektrische Anlage als zeigerfreie Leistungsbilanz mit 1-ms-Schritten für Schwingungen; Fabric als Link-Lasten auf Flussebene, nicht paketgenau; Trainingsdurchsatz aus einem Schrittzeitmodell aus Rechenzeit und sichtbarer Kommunikation. Die Ergebnisse dienen dem technischen Vergleich und Übungen, nicht der Abnahme.&lt;/p&gt;&lt;p&gt;Qt %2 · deterministische Seeds · keine Telemetrie.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>podtwin::views::LiveChart</name>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>Simulated time (%1)</source>
        <translation>Simulierte Zeit (%1)</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>Time window</source>
        <translation>Zeitfenster</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 Minute</translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation>10 Minuten</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 Stunde</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alles</translation>
    </message>
    <message>
        <source>Follow live</source>
        <translation>Live folgen</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Als PNG exportieren…</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>Diagramm als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Als CSV exportieren…</translation>
    </message>
    <message>
        <source>Export chart data as CSV</source>
        <translation>Diagrammdaten als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
</context>
<context>
    <name>podtwin::views::PodCharts</name>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>1 min</source>
        <translation>1 min</translation>
    </message>
    <message>
        <source>10 min</source>
        <translation>10 min</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1 h</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alles</translation>
    </message>
    <message>
        <source>Follow live</source>
        <translation>Live folgen</translation>
    </message>
    <message>
        <source>Keep the newest sample at the right edge. Drag a chart to scroll back.</source>
        <translation>Neuesten Wert am rechten Rand halten. Diagramm ziehen, um zurückzublättern.</translation>
    </message>
    <message>
        <source>Power balance</source>
        <translation>Leistungsbilanz</translation>
    </message>
    <message>
        <source>IT</source>
        <translation>IT</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Kühlung</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Erzeugung</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>Batterie</translation>
    </message>
    <message>
        <source>Grid import</source>
        <translation>Netzbezug</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Instantaneous</source>
        <translation>Momentan</translation>
    </message>
    <message>
        <source>Energy-weighted</source>
        <translation>Energiegewichtet</translation>
    </message>
    <message>
        <source>State of charge</source>
        <translation>Ladezustand</translation>
    </message>
    <message>
        <source>Power (+ discharge)</source>
        <translation>Leistung (+ Entladung)</translation>
    </message>
    <message>
        <source>SOC %</source>
        <translation>SOC %</translation>
    </message>
    <message>
        <source>Bus frequency</source>
        <translation>Busfrequenz</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>Frequenz</translation>
    </message>
    <message>
        <source>Hz</source>
        <translation>Hz</translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation>GPU-Temperatur</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Coolant per CDU</source>
        <translation>Kühlmittel je CDU</translation>
    </message>
    <message>
        <source>CDU %1 supply</source>
        <translation>CDU %1 Vorlauf</translation>
    </message>
    <message>
        <source>CDU %1 return</source>
        <translation>CDU %1 Rücklauf</translation>
    </message>
    <message>
        <source>CDU %1 flow</source>
        <translation>CDU %1 Durchfluss</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Vorlauf</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Rücklauf</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>Durchfluss</translation>
    </message>
    <message>
        <source>L/min</source>
        <translation>L/min</translation>
    </message>
    <message>
        <source>Peak link utilisation</source>
        <translation>Höchste Link-Auslastung</translation>
    </message>
    <message>
        <source>Busiest link</source>
        <translation>Am stärksten belasteter Link</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Training step time and MFU</source>
        <translation>Trainingsschrittzeit und MFU</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Training cost</source>
        <translation>Trainingskosten</translation>
    </message>
    <message>
        <source>Projected total</source>
        <translation>Prognose gesamt</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>Bisher</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>+limit</source>
        <translation>+Grenze</translation>
    </message>
    <message>
        <source>−limit</source>
        <translation>−Grenze</translation>
    </message>
    <message>
        <source>Throttle</source>
        <translation>Drosselgrenze</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
</context>
</TS>
