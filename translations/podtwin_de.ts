<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>DesignReport</name>
    <message>
        <source>The report needs a run time above 0 s.</source>
        <translation>Der Bericht braucht eine Laufzeit über 0 s.</translation>
    </message>
    <message>
        <source>The run stopped: %1</source>
        <translation>Der Lauf ist abgebrochen: %1</translation>
    </message>
    <message>
        <source>PodTwin design report — %1</source>
        <translation>PodTwin-Auslegungsbericht — %1</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Design report: %1</source>
        <translation>Auslegungsbericht: %1</translation>
    </message>
    <message>
        <source>Pod %1 · scenario %2 · seed %3 · %4 simulated from t = 0 · PodTwin %5</source>
        <translation>Pod %1 · Szenario %2 · Seed %3 · %4 simuliert ab t = 0 · PodTwin %5</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Auslegung</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>IT load at start</source>
        <translation>IT-Last zu Beginn</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>at the rack PSU inputs</source>
        <translation>an den Eingängen der Rack-Netzteile</translation>
    </message>
    <message>
        <source>Facility load at start</source>
        <translation>Anlagenlast zu Beginn</translation>
    </message>
    <message>
        <source>IT, cooling, conversion losses and misc</source>
        <translation>IT, Kühlung, Wandlungsverluste und Sonstiges</translation>
    </message>
    <message>
        <source>Gensets</source>
        <translation>Aggregate</translation>
    </message>
    <message>
        <source>%1 × %2 kW</source>
        <translation>%1 × %2 kW</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>N+1: the facility load is carried with the largest one out</source>
        <translation>N+1: die Anlagenlast wird auch ohne das größte getragen</translation>
    </message>
    <message>
        <source>not N+1: %1 kW without the largest one, %2 kW needed</source>
        <translation>nicht N+1: %1 kW ohne das größte, %2 kW nötig</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>Batterie</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>On battery alone</source>
        <translation>Nur aus der Batterie</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>CDUs</source>
        <translation>CDUs</translation>
    </message>
    <message>
        <source>coolant flow %1 L/min, %2 L/min per kW of IT</source>
        <translation>Kühlmittelstrom %1 L/min, %2 L/min je kW IT</translation>
    </message>
    <message>
        <source>Dry coolers</source>
        <translation>Rückkühler</translation>
    </message>
    <message>
        <source>ambient %1 °C at start</source>
        <translation>Außentemperatur %1 °C zu Beginn</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>%1 switches, %2 links</source>
        <translation>%1 Switches, %2 Verbindungen</translation>
    </message>
    <message>
        <source>SHARP in-network reduction on</source>
        <translation>SHARP-In-Network-Reduktion ein</translation>
    </message>
    <message>
        <source>SHARP off</source>
        <translation>SHARP aus</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Posten</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>PUE (energy-weighted, ISO/IEC 30134-2)</source>
        <translation>PUE (energiegewichtet, ISO/IEC 30134-2)</translation>
    </message>
    <message>
        <source>MFU (time mean)</source>
        <translation>MFU (zeitlicher Mittelwert)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>Kosten des Laufs</translation>
    </message>
    <message>
        <source>Facility energy</source>
        <translation>Anlagenenergie</translation>
    </message>
    <message>
        <source>Unserved energy</source>
        <translation>Nicht gelieferte Energie</translation>
    </message>
    <message>
        <source>Lowest battery SOC</source>
        <translation>Niedrigster Batterie-Ladezustand</translation>
    </message>
    <message>
        <source>Hottest GPU</source>
        <translation>Heißeste GPU</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Throttled GPU-hours</source>
        <translation>Gedrosselte GPU-Stunden</translation>
    </message>
    <message>
        <source>Most racks down at once</source>
        <translation>Meiste Racks gleichzeitig ausgefallen</translation>
    </message>
    <message>
        <source>Worst bus frequency excursion</source>
        <translation>Größte Abweichung der Busfrequenz</translation>
    </message>
    <message>
        <source>KPI</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>A: this design</source>
        <translation>A: diese Auslegung</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>A − B</source>
        <translation>A − B</translation>
    </message>
    <message>
        <source>Charts over the run</source>
        <translation>Diagramme über den Lauf</translation>
    </message>
    <message>
        <source>The pod at the end of the run</source>
        <translation>Der Pod am Ende des Laufs</translation>
    </message>
    <message>
        <source>Left out: there is no display to render the 3D view on (run the report under a desktop session or xvfb-run).</source>
        <translation>Ausgelassen: Es gibt keine Anzeige, auf der die 3D-Ansicht gezeichnet werden kann (den Bericht in einer Desktop-Sitzung oder unter xvfb-run erstellen).</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>No events in this run.</source>
        <translation>Keine Ereignisse in diesem Lauf.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schwere</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (the whole log: the Events and alarms dock, Export CSV…).</source>
        <translation>
            <numerusform>… und %n weiteres (das ganze Protokoll: Fenster Ereignisse und Alarme, CSV exportieren…).</numerusform>
            <numerusform>… und %n weitere (das ganze Protokoll: Fenster Ereignisse und Alarme, CSV exportieren…).</numerusform>
        </translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>Parameterstudie: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n values)</source>
        <translation>
            <numerusform>%1 (%n Wert)</numerusform>
            <numerusform>%1 (%n Werte)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 of %3 cases finished, %4 ok · each case %5 from t = 0 · seed %6</source>
        <translation>%1 · %2 von %3 Fällen fertig, %4 ok · jeder Fall %5 ab t = 0 · Seed %6</translation>
    </message>
    <message>
        <source> · swept: %1</source>
        <translation> · variiert: %1</translation>
    </message>
    <message numerus="yes">
        <source> · %n Monte-Carlo samples per design point</source>
        <translation>
            <numerusform> · %n Monte-Carlo-Stichprobe je Auslegungspunkt</numerusform>
            <numerusform> · %n Monte-Carlo-Stichproben je Auslegungspunkt</numerusform>
        </translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>p5</source>
        <translation>p5</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p95</source>
        <translation>p95</translation>
    </message>
    <message>
        <source>Cancelled: no report was written.</source>
        <translation>Abgebrochen: Es wurde kein Bericht geschrieben.</translation>
    </message>
</context>
<context>
    <name>DiagramModel</name>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Utility</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>AC bus</source>
        <translation>AC-Sammelschiene</translation>
    </message>
    <message>
        <source>AC bus %1 kV</source>
        <translation>AC-Sammelschiene %1 kV</translation>
    </message>
    <message>
        <source>Rectifier</source>
        <translation>Gleichrichter</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Kühlung</translation>
    </message>
    <message>
        <source>Misc</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>Batterie</translation>
    </message>
    <message>
        <source>DC bus</source>
        <translation>DC-Sammelschiene</translation>
    </message>
    <message>
        <source>DC bus %1 V</source>
        <translation>DC-Sammelschiene %1 V</translation>
    </message>
    <message>
        <source>Rack feeds</source>
        <translation>Rack-Abgänge</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <source>Dry coolers</source>
        <translation>Rückkühler</translation>
    </message>
    <message>
        <source>CDUs</source>
        <translation>CDUs</translation>
    </message>
    <message>
        <source>no tie</source>
        <translation>kein Anschluss</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>outage</source>
        <translation>Ausfall</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>V</source>
        <translation>U</translation>
    </message>
    <message>
        <source>tripped</source>
        <translation>ausgelöst</translation>
    </message>
    <message>
        <source>on line</source>
        <translation>am Netz</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Nennleistung</translation>
    </message>
    <message>
        <source>%1/%2 on line</source>
        <translation>%1/%2 am Netz</translation>
    </message>
    <message>
        <source>Tripped</source>
        <translation>Ausgelöst</translation>
    </message>
    <message>
        <source>f</source>
        <translation>f</translation>
    </message>
    <message>
        <source>AC in</source>
        <translation>AC ein</translation>
    </message>
    <message>
        <source>DC out</source>
        <translation>DC aus</translation>
    </message>
    <message>
        <source>converting</source>
        <translation>wandelt</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>Leerlauf</translation>
    </message>
    <message>
        <source>SOC</source>
        <translation>SOC</translation>
    </message>
    <message>
        <source>converter tripped</source>
        <translation>Umrichter ausgelöst</translation>
    </message>
    <message>
        <source>discharging</source>
        <translation>entlädt</translation>
    </message>
    <message>
        <source>charging</source>
        <translation>lädt</translation>
    </message>
    <message>
        <source>standby</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>capped</source>
        <translation>begrenzt</translation>
    </message>
    <message>
        <source>throttled</source>
        <translation>gedrosselt</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>%1 racks, %2 tripped</source>
        <translation>%1 Racks, %2 ausgelöst</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ausgefallen</translation>
    </message>
    <message>
        <source>%1 fans failed</source>
        <translation>%1 Lüfter ausgefallen</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>Fans</source>
        <translation>Lüfter</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 ausgefallen</translation>
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
        <source>%1 tripped, %2 pumps failed</source>
        <translation>%1 ausgelöst, %2 Pumpen ausgefallen</translation>
    </message>
    <message>
        <source>Supply max</source>
        <translation>Vorlauf max.</translation>
    </message>
    <message>
        <source>%1 pumps running</source>
        <translation>%1 Pumpen laufen</translation>
    </message>
    <message>
        <source>Pumps</source>
        <translation>Pumpen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Fac. in</source>
        <translation>Anl. ein</translation>
    </message>
    <message>
        <source>Fac. out</source>
        <translation>Anl. aus</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Drehzahl</translation>
    </message>
    <message>
        <source>Δp</source>
        <translation>Δp</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>GPU max</source>
        <translation>GPU max.</translation>
    </message>
    <message>
        <source>cooled</source>
        <translation>gekühlt</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>leak detected</source>
        <translation>Leck erkannt</translation>
    </message>
    <message>
        <source>dry</source>
        <translation>trocken</translation>
    </message>
    <message>
        <source>Utility tie</source>
        <translation>Netzanschluss</translation>
    </message>
    <message>
        <source>Facility water</source>
        <translation>Anlagenwasser</translation>
    </message>
    <message>
        <source>CDU %1 pump %2</source>
        <translation>CDU %1 Pumpe %2</translation>
    </message>
    <message>
        <source>Genset %1</source>
        <translation>Aggregat %1</translation>
    </message>
    <message>
        <source>Dry cooler %1</source>
        <translation>Rückkühler %1</translation>
    </message>
    <message>
        <source>CDU %1</source>
        <translation>CDU %1</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>Rack %1</translation>
    </message>
</context>
<context>
    <name>DrillDebrief</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>drill time (s)</source>
        <translation>Übungszeit (s)</translation>
    </message>
    <message>
        <source>cue</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>recovery</source>
        <translation>Erholung</translation>
    </message>
    <message>
        <source>Drill debrief: %1</source>
        <translation>Übungsnachbesprechung: %1</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Seed %1 · score %2 of %3</source>
        <translation>Seed %1 · Ergebnis %2 von %3</translation>
    </message>
    <message>
        <source>Critical tasks</source>
        <translation>Kritische Aufgaben</translation>
    </message>
    <message>
        <source>not cued</source>
        <translation>nicht ausgelöst</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Cue</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>First action</source>
        <translation>Erste Aktion</translation>
    </message>
    <message>
        <source>Standard met</source>
        <translation>Standard erfüllt</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>%1 missed: %2</source>
        <translation>%1 verfehlt: %2</translation>
    </message>
    <message>
        <source>Time outside limits</source>
        <translation>Zeit außerhalb der Grenzen</translation>
    </message>
    <message>
        <source>−%1 of %2</source>
        <translation>−%1 von %2</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>Outside</source>
        <translation>Außerhalb</translation>
    </message>
    <message>
        <source>Penalties and business impact</source>
        <translation>Strafen und geschäftliche Auswirkung</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Folge</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Rack trips</source>
        <translation>Rack-Abschaltungen</translation>
    </message>
    <message>
        <source>Job restarts</source>
        <translation>Job-Neustarts</translation>
    </message>
    <message>
        <source>Unserved energy</source>
        <translation>Nicht gelieferte Energie</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>Lost GPU-hours</source>
        <translation>Verlorene GPU-Stunden</translation>
    </message>
    <message>
        <source>Dollars lost</source>
        <translation>Verlorene Dollar</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>MFU over the drill</source>
        <translation>MFU über die Übung</translation>
    </message>
    <message>
        <source>MFU at its start</source>
        <translation>MFU zu Beginn</translation>
    </message>
    <message>
        <source>Points lost to penalties</source>
        <translation>Durch Strafen verlorene Punkte</translation>
    </message>
    <message>
        <source>Timeline: trainee and reference</source>
        <translation>Zeitleiste: Trainee und Referenz</translation>
    </message>
    <message>
        <source>malfunction</source>
        <translation>Störung</translation>
    </message>
    <message>
        <source>trainee</source>
        <translation>Trainee</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>1 reference · 2 trainee · 3 malfunction</source>
        <translation>1 Referenz · 2 Trainee · 3 Störung</translation>
    </message>
    <message>
        <source>No malfunction came and no action was taken.</source>
        <translation>Es trat keine Störung auf, und es wurde keine Aktion ausgeführt.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Charts over the drill</source>
        <translation>Diagramme über die Übung</translation>
    </message>
    <message>
        <source>What the trainee saw</source>
        <translation>Was der Trainee sah</translation>
    </message>
    <message>
        <source>A failed instrument: the model&apos;s truth beside the reading shown to the trainee.</source>
        <translation>Ein ausgefallenes Messgerät: der wahre Wert des Modells neben der Anzeige, die der Trainee sah.</translation>
    </message>
</context>
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
        <source>Grid transfer</source>
        <translation>Netzumschaltung</translation>
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
        <source>Battery reserve</source>
        <translation>Batteriereserve</translation>
    </message>
    <message>
        <source>Start pump</source>
        <translation>Pumpe starten</translation>
    </message>
    <message>
        <source>Stop pump</source>
        <translation>Pumpe stoppen</translation>
    </message>
    <message>
        <source>CDU standby logic</source>
        <translation>CDU-Standby-Logik</translation>
    </message>
    <message>
        <source>Isolation on leak</source>
        <translation>Absperrung bei Leck</translation>
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
    <message>
        <source>Start pump %1 of CDU %2</source>
        <translation>Pumpe %1 von CDU %2 starten</translation>
    </message>
    <message>
        <source>Stop pump %1 of CDU %2</source>
        <translation>Pumpe %1 von CDU %2 stoppen</translation>
    </message>
    <message>
        <source>%1 has already failed</source>
        <translation>%1 ist bereits ausgefallen</translation>
    </message>
    <message>
        <source>%1 has not failed</source>
        <translation>%1 ist nicht ausgefallen</translation>
    </message>
    <message>
        <source>%1 is not running</source>
        <translation>%1 läuft nicht</translation>
    </message>
    <message>
        <source>%1 is already running</source>
        <translation>%1 läuft bereits</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Delay</source>
        <translation>Verzögerung</translation>
    </message>
    <message>
        <source>Temperature rise</source>
        <translation>Temperaturanstieg</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Fans</source>
        <translation>Lüfter</translation>
    </message>
    <message>
        <source>Power floor</source>
        <translation>Leistungsuntergrenze</translation>
    </message>
    <message>
        <source>Import limit</source>
        <translation>Bezugsgrenze</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Valve position</source>
        <translation>Ventilstellung</translation>
    </message>
    <message>
        <source>Ramp down</source>
        <translation>Abwärtsrampe</translation>
    </message>
    <message>
        <source>Ramp time</source>
        <translation>Rampenzeit</translation>
    </message>
    <message>
        <source>Ramp up</source>
        <translation>Aufwärtsrampe</translation>
    </message>
    <message>
        <source>Leak rate</source>
        <translation>Leckrate</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Voltage</source>
        <translation>Spannung</translation>
    </message>
    <message>
        <source>ECMP</source>
        <translation>ECMP</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>Adaptiv</translation>
    </message>
    <message>
        <source>Needs a link written leafN/spineM or spineN/coreM</source>
        <translation>Verbindung muss als leafN/spineM oder spineN/coreM angegeben werden</translation>
    </message>
    <message>
        <source>No such switch in this fabric</source>
        <translation>Diesen Switch gibt es in dieser Fabric nicht</translation>
    </message>
    <message>
        <source>No failed cable to restore</source>
        <translation>Kein ausgefallenes Kabel zum Wiederherstellen</translation>
    </message>
    <message>
        <source>No working cable between these switches</source>
        <translation>Kein intaktes Kabel zwischen diesen Switches</translation>
    </message>
    <message>
        <source>No such NIC</source>
        <translation>Diese NIC gibt es nicht</translation>
    </message>
    <message>
        <source>%1: no such rack in this pod</source>
        <translation>%1: Dieses Rack gibt es in diesem Pod nicht</translation>
    </message>
    <message>
        <source>%1: no such CDU</source>
        <translation>%1: Diese CDU gibt es nicht</translation>
    </message>
    <message>
        <source>%1: no such dry cooler</source>
        <translation>%1: Diesen Rückkühler gibt es nicht</translation>
    </message>
    <message>
        <source>%1: no such pump</source>
        <translation>%1: Diese Pumpe gibt es nicht</translation>
    </message>
    <message>
        <source>Generator set tripped offline</source>
        <translation>Generator ausgelöst und vom Netz getrennt</translation>
    </message>
    <message>
        <source>Generator set was not running</source>
        <translation>Generator lief nicht</translation>
    </message>
    <message>
        <source>Generator set starting; synchronises in %1 s</source>
        <translation>Generator startet; Synchronisierung in %1 s</translation>
    </message>
    <message>
        <source>Generator set already running</source>
        <translation>Generator läuft bereits</translation>
    </message>
    <message>
        <source>Grid voltage sags to %1 % for %2 s (inside the ITIC ride-through curve)</source>
        <translation>Netzspannung fällt für %2 s auf %1 % (innerhalb der ITIC-Durchhaltekurve)</translation>
    </message>
    <message>
        <source>Grid voltage sags to %1 % for %2 s (outside the ITIC ride-through curve)</source>
        <translation>Netzspannung fällt für %2 s auf %1 % (außerhalb der ITIC-Durchhaltekurve)</translation>
    </message>
    <message>
        <source>Grid import capped at %1 kW</source>
        <translation>Netzbezug auf %1 kW begrenzt</translation>
    </message>
    <message>
        <source>Grid tie open: no import</source>
        <translation>Netzkuppelschalter offen: kein Netzbezug</translation>
    </message>
    <message>
        <source>Grid back to normal</source>
        <translation>Netz wieder normal</translation>
    </message>
    <message>
        <source>Grid disturbance ended</source>
        <translation>Netzstörung beendet</translation>
    </message>
    <message>
        <source>Battery converter tripped</source>
        <translation>Batterie-Umrichter ausgelöst</translation>
    </message>
    <message>
        <source>Battery back in service</source>
        <translation>Batterie wieder in Betrieb</translation>
    </message>
    <message>
        <source>No battery in this pod</source>
        <translation>Dieser Pod hat keine Batterie</translation>
    </message>
    <message>
        <source>Rack power cap set to %1 kW</source>
        <translation>Rack-Leistungsgrenze auf %1 kW gesetzt</translation>
    </message>
    <message>
        <source>Rack power cap removed</source>
        <translation>Rack-Leistungsgrenze aufgehoben</translation>
    </message>
    <message>
        <source>GPU power smoothing on (floor %1 % of TDP)</source>
        <translation>GPU-Leistungsglättung ein (Untergrenze %1 % der TDP)</translation>
    </message>
    <message>
        <source>GPU power smoothing off</source>
        <translation>GPU-Leistungsglättung aus</translation>
    </message>
    <message>
        <source>Training job started</source>
        <translation>Trainingsjob gestartet</translation>
    </message>
    <message>
        <source>Training job stopped</source>
        <translation>Trainingsjob gestoppt</translation>
    </message>
    <message>
        <source>Training run complete: token budget reached; the job stops and the GPUs idle</source>
        <translation>Trainingslauf abgeschlossen: Token-Budget erreicht; der Job stoppt und die GPUs laufen im Leerlauf</translation>
    </message>
    <message>
        <source>Training job restarting in %1 s</source>
        <translation>Trainingsjob startet in %1 s neu</translation>
    </message>
    <message>
        <source>Training job interrupted by a rack power trip; restarting from checkpoint</source>
        <translation>Trainingsjob durch Rack-Stromausfall unterbrochen; Neustart vom Checkpoint</translation>
    </message>
    <message>
        <source>Training job interrupted: a rack left service (thermal protection or isolation); restarting from checkpoint on the remaining racks</source>
        <translation>Trainingsjob unterbrochen: ein Rack ist außer Betrieb (Überhitzungsschutz oder Absperrung); Neustart vom Checkpoint auf den übrigen Racks</translation>
    </message>
    <message>
        <source>Rack re-energised</source>
        <translation>Rack wieder unter Spannung</translation>
    </message>
    <message>
        <source>Rack lost power: sources cannot cover the load even at the minimum cap</source>
        <translation>Rack stromlos: Die Quellen decken die Last selbst bei minimaler Begrenzung nicht</translation>
    </message>
    <message>
        <source>Rack lost power: bus voltage excursion outside the ride-through curve (ITIC) and PSU hold-up</source>
        <translation>Rack stromlos: Sammelschienenspannung außerhalb der Durchhaltekurve (ITIC) und der Netzteil-Überbrückungszeit</translation>
    </message>
    <message>
        <source>Rack power cap released</source>
        <translation>Rack-Leistungsbegrenzung aufgehoben</translation>
    </message>
    <message>
        <source>Rack power-capped by load shedding: sources cannot cover the load</source>
        <translation>Rack durch Lastabwurf leistungsbegrenzt: Die Quellen decken die Last nicht</translation>
    </message>
    <message>
        <source>Rack power-capped by operator cap</source>
        <translation>Rack durch Bediener-Leistungsgrenze begrenzt</translation>
    </message>
    <message>
        <source>Every GPU reachable again</source>
        <translation>Alle GPUs wieder erreichbar</translation>
    </message>
    <message>
        <source>Some GPUs have no path through the fabric: collectives hang</source>
        <translation>Einige GPUs haben keinen Pfad durch die Fabric: kollektive Operationen hängen</translation>
    </message>
    <message>
        <source>Background traffic ended</source>
        <translation>Hintergrundverkehr beendet</translation>
    </message>
    <message>
        <source>Background traffic at %1 % of every switch link</source>
        <translation>Hintergrundverkehr mit %1 % jeder Switch-Verbindung</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>SHARP</source>
        <translation>SHARP</translation>
    </message>
    <message>
        <source>Gradient all-reduce %1 ms (%2), exposed %3 ms, peak link utilisation %4 %</source>
        <translation>Gradienten-All-Reduce %1 ms (%2), nicht überdeckt %3 ms, höchste Verbindungsauslastung %4 %</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n cable(s)</source>
        <translation>
            <numerusform>%n Kabel wiederhergestellt</numerusform>
            <numerusform>%n Kabel wiederhergestellt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Failed %n cable(s)</source>
        <translation>
            <numerusform>%n Kabel ausgefallen</numerusform>
            <numerusform>%n Kabel ausgefallen</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch failed</source>
        <translation>Switch ausgefallen</translation>
    </message>
    <message>
        <source>Switch back in service</source>
        <translation>Switch wieder in Betrieb</translation>
    </message>
    <message>
        <source>NIC failed; its GPU sends through a tray neighbour</source>
        <translation>NIC ausgefallen; ihre GPU sendet über einen Nachbarn im Einschub</translation>
    </message>
    <message>
        <source>NIC back in service</source>
        <translation>NIC wieder in Betrieb</translation>
    </message>
    <message>
        <source>SHARP in-network reduction on</source>
        <translation>SHARP-In-Network-Reduktion ein</translation>
    </message>
    <message>
        <source>SHARP off: ring or tree all-reduce</source>
        <translation>SHARP aus: All-Reduce über Ring oder Baum</translation>
    </message>
    <message>
        <source>Routing: ECMP (static hashing)</source>
        <translation>Routing: ECMP (statisches Hashing)</translation>
    </message>
    <message>
        <source>Routing: adaptive</source>
        <translation>Routing: adaptiv</translation>
    </message>
    <message>
        <source>valve closed by operator</source>
        <translation>Ventil vom Bediener geschlossen</translation>
    </message>
    <message>
        <source>leak detected</source>
        <translation>Leck erkannt</translation>
    </message>
    <message>
        <source>Isolation commanded (%1) but the valve is stuck</source>
        <translation>Absperrung angefordert (%1), aber das Ventil klemmt</translation>
    </message>
    <message>
        <source>Isolation valve stuck at %1 % open</source>
        <translation>Absperrventil klemmt bei %1 % Öffnung</translation>
    </message>
    <message>
        <source>Valve stuck: open command ignored</source>
        <translation>Ventil klemmt: Öffnungsbefehl wirkungslos</translation>
    </message>
    <message>
        <source>Isolation valve closing: %1</source>
        <translation>Absperrventil schließt: %1</translation>
    </message>
    <message>
        <source>Isolation valve opening</source>
        <translation>Absperrventil öffnet</translation>
    </message>
    <message>
        <source>Valve open: rack back in service</source>
        <translation>Ventil offen: Rack wieder in Betrieb</translation>
    </message>
    <message>
        <source>BMS shut the rack down: %1</source>
        <translation>GLT hat das Rack abgeschaltet: %1</translation>
    </message>
    <message>
        <source>Pump failed</source>
        <translation>Pumpe ausgefallen</translation>
    </message>
    <message>
        <source>Pump restored</source>
        <translation>Pumpe wiederhergestellt</translation>
    </message>
    <message>
        <source>Operator closes the isolation valve</source>
        <translation>Bediener schließt das Absperrventil</translation>
    </message>
    <message>
        <source>Operator opens the isolation valve</source>
        <translation>Bediener öffnet das Absperrventil</translation>
    </message>
    <message>
        <source>Leak of %1 L/min</source>
        <translation>Leck mit %1 L/min</translation>
    </message>
    <message>
        <source>Leak detected: rack will be isolated</source>
        <translation>Leck erkannt: Rack wird abgesperrt</translation>
    </message>
    <message>
        <source>Leak detected (auto-isolation off)</source>
        <translation>Leck erkannt (automatische Absperrung aus)</translation>
    </message>
    <message>
        <source>Heat wave: +%1 K for %2 s</source>
        <translation>Hitzewelle: +%1 K für %2 s</translation>
    </message>
    <message>
        <source>Ambient mean set to %1 °C</source>
        <translation>Mittlere Außentemperatur auf %1 °C gesetzt</translation>
    </message>
    <message>
        <source>Secondary supply set point %1 °C</source>
        <translation>Sekundärvorlauf-Sollwert %1 °C</translation>
    </message>
    <message>
        <source>Throttling ended</source>
        <translation>Drosselung beendet</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) above %1 °C: clocks cut to %2 %</source>
        <translation>
            <numerusform>%n GPU über %1 °C: Takt auf %2 % reduziert</numerusform>
            <numerusform>%n GPUs über %1 °C: Takt auf %2 % reduziert</numerusform>
        </translation>
    </message>
    <message>
        <source>Rack restarted after cooling down</source>
        <translation>Rack nach Abkühlung neu gestartet</translation>
    </message>
    <message>
        <source>GPU junction %1 °C above %2 °C: rack shut down</source>
        <translation>GPU-Sperrschicht %1 °C über %2 °C: Rack abgeschaltet</translation>
    </message>
    <message>
        <source>Coolant flow back</source>
        <translation>Kühlmitteldurchfluss wieder normal</translation>
    </message>
    <message>
        <source>Coolant flow %1 L/min below %2 % of nominal</source>
        <translation>Kühlmitteldurchfluss %1 L/min unter %2 % des Nennwerts</translation>
    </message>
    <message>
        <source>Coolant flow back: rack in service</source>
        <translation>Kühlmitteldurchfluss wieder normal: Rack in Betrieb</translation>
    </message>
    <message>
        <source>Low-flow interlock: coolant flow %1 L/min below %2 % of nominal for %3 s: rack taken out of service</source>
        <translation>Verriegelung Mindestdurchfluss: Kühlmitteldurchfluss %1 L/min seit %3 s unter %2 % des Nennwerts: Rack außer Betrieb genommen</translation>
    </message>
    <message>
        <source>Standby pump started</source>
        <translation>Reservepumpe gestartet</translation>
    </message>
    <message>
        <source>Expansion tank nearly empty: pumps stopped (dry-run protection)</source>
        <translation>Ausdehnungsgefäß fast leer: Pumpen gestoppt (Trockenlaufschutz)</translation>
    </message>
    <message>
        <source>Secondary supply back</source>
        <translation>Sekundärvorlauf wieder normal</translation>
    </message>
    <message>
        <source>Secondary supply %1 °C above %2 °C</source>
        <translation>Sekundärvorlauf %1 °C über %2 °C</translation>
    </message>
    <message>
        <source>Loop pressure back</source>
        <translation>Kreisdruck wieder normal</translation>
    </message>
    <message>
        <source>Expansion tank level low</source>
        <translation>Füllstand Ausdehnungsgefäß niedrig</translation>
    </message>
    <message>
        <source>Loop differential pressure low</source>
        <translation>Differenzdruck im Kreis niedrig</translation>
    </message>
    <message>
        <source>Pump back in service (standby)</source>
        <translation>Pumpe wieder in Betrieb (Reserve)</translation>
    </message>
    <message>
        <source>Pump failed; coasting down</source>
        <translation>Pumpe ausgefallen; läuft aus</translation>
    </message>
    <message>
        <source>CDU restarted</source>
        <translation>CDU neu gestartet</translation>
    </message>
    <message>
        <source>CDU tripped: all pumps stopped</source>
        <translation>CDU ausgelöst: alle Pumpen gestoppt</translation>
    </message>
    <message>
        <source>Dry cooler back in service</source>
        <translation>Rückkühler wieder in Betrieb</translation>
    </message>
    <message>
        <source>Dry cooler out of service</source>
        <translation>Rückkühler außer Betrieb</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n fans failed</source>
        <translation>
            <numerusform>%1 von %n Lüfter ausgefallen</numerusform>
            <numerusform>%1 von %n Lüftern ausgefallen</numerusform>
        </translation>
    </message>
    <message>
        <source>Generator set trips offline instantly.</source>
        <translation>Das Stromaggregat fällt sofort aus.</translation>
    </message>
    <message>
        <source>Starts a stopped generator set; it synchronises after its start time.</source>
        <translation>Startet ein stehendes Stromaggregat; es synchronisiert nach seiner Anlaufzeit.</translation>
    </message>
    <message>
        <source>Grid voltage sags to voltage_pu for duration_s (judged against the ITIC curve).</source>
        <translation>Die Netzspannung sinkt für duration_s auf voltage_pu (bewertet an der ITIC-Kurve).</translation>
    </message>
    <message>
        <source>Caps grid import at limit_kw for duration_s.</source>
        <translation>Begrenzt den Netzbezug für duration_s auf limit_kw.</translation>
    </message>
    <message>
        <source>Grid tie opens: no import.</source>
        <translation>Die Netzkupplung öffnet: kein Bezug.</translation>
    </message>
    <message>
        <source>Ends any brownout, curtailment or outage.</source>
        <translation>Beendet jeden Spannungseinbruch, jede Bezugsgrenze und jeden Ausfall.</translation>
    </message>
    <message>
        <source>The operator transfers the pod to island operation or back to the grid.</source>
        <translation>Der Bediener schaltet den Pod in den Inselbetrieb oder zurück ans Netz.</translation>
    </message>
    <message>
        <source>Battery converter trips: no charge or discharge.</source>
        <translation>Der Batteriewandler fällt aus: kein Laden und Entladen.</translation>
    </message>
    <message>
        <source>Battery converter back in service.</source>
        <translation>Der Batteriewandler ist wieder in Betrieb.</translation>
    </message>
    <message>
        <source>Keeps a reserve in the battery: it stops discharging at soc_pct.</source>
        <translation>Hält eine Reserve in der Batterie: sie entlädt nicht unter soc_pct.</translation>
    </message>
    <message>
        <source>Caps rack power (one rack, or every rack with target pod).</source>
        <translation>Begrenzt die Rackleistung (ein Rack oder mit Ziel pod jedes Rack).</translation>
    </message>
    <message>
        <source>Switches GB300-style GPU power smoothing on or off, optionally with new limits.</source>
        <translation>Schaltet die GPU-Leistungsglättung nach Art des GB300 ein oder aus, wahlweise mit neuen Grenzen.</translation>
    </message>
    <message>
        <source>Starts the training job (step load).</source>
        <translation>Startet den Trainingsjob (Lastsprung).</translation>
    </message>
    <message>
        <source>Stops the training job (load drops to idle).</source>
        <translation>Stoppt den Trainingsjob (die Last fällt auf Leerlauf).</translation>
    </message>
    <message>
        <source>Stops and restarts the job after delay_s.</source>
        <translation>Stoppt den Job und startet ihn nach delay_s neu.</translation>
    </message>
    <message>
        <source>A CDU pump fails and coasts down.</source>
        <translation>Eine CDU-Pumpe fällt aus und läuft aus.</translation>
    </message>
    <message>
        <source>A failed pump is back in service.</source>
        <translation>Eine ausgefallene Pumpe ist wieder in Betrieb.</translation>
    </message>
    <message>
        <source>The operator starts a pump (a failed pump or a tripped CDU does not start).</source>
        <translation>Der Bediener startet eine Pumpe (eine ausgefallene Pumpe oder eine ausgelöste CDU startet nicht).</translation>
    </message>
    <message>
        <source>The operator stops a pump; automatic standby logic does not restart it.</source>
        <translation>Der Bediener stoppt eine Pumpe; die automatische Reserveschaltung startet sie nicht wieder.</translation>
    </message>
    <message>
        <source>The whole CDU trips: all its pumps stop.</source>
        <translation>Die ganze CDU löst aus: alle ihre Pumpen stoppen.</translation>
    </message>
    <message>
        <source>A tripped CDU restarts.</source>
        <translation>Eine ausgelöste CDU startet wieder.</translation>
    </message>
    <message>
        <source>Switches a CDU&apos;s standby-pump logic (or every CDU&apos;s, target facility).</source>
        <translation>Schaltet die Reservepumpen-Logik einer CDU um (oder mit Ziel facility die jeder CDU).</translation>
    </message>
    <message>
        <source>Closes the rack&apos;s isolation valve.</source>
        <translation>Schließt das Absperrventil des Racks.</translation>
    </message>
    <message>
        <source>Opens the rack&apos;s isolation valve.</source>
        <translation>Öffnet das Absperrventil des Racks.</translation>
    </message>
    <message>
        <source>The rack&apos;s isolation valve sticks and no longer answers commands.</source>
        <translation>Das Absperrventil des Racks klemmt und folgt keinen Befehlen mehr.</translation>
    </message>
    <message>
        <source>Coolant leaks from the rack manifold; auto-isolation closes the valve if configured.</source>
        <translation>Kühlmittel tritt am Rackverteiler aus; die automatische Absperrung schließt das Ventil, wenn eingestellt.</translation>
    </message>
    <message>
        <source>Switches a rack&apos;s automatic isolation on leak (or every rack&apos;s, target pod).</source>
        <translation>Schaltet die automatische Absperrung bei Leck für ein Rack um (oder mit Ziel pod für jedes Rack).</translation>
    </message>
    <message>
        <source>A dry cooler goes out of service.</source>
        <translation>Ein Rückkühler fällt aus.</translation>
    </message>
    <message>
        <source>A failed dry cooler returns.</source>
        <translation>Ein ausgefallener Rückkühler ist wieder in Betrieb.</translation>
    </message>
    <message>
        <source>Fans of a dry cooler fail.</source>
        <translation>Ventilatoren eines Rückkühlers fallen aus.</translation>
    </message>
    <message>
        <source>Ambient dry-bulb rises by delta_c over the daily profile.</source>
        <translation>Die Außentemperatur (trocken) steigt um delta_c über den Tagesverlauf.</translation>
    </message>
    <message>
        <source>Sets the ambient dry-bulb mean.</source>
        <translation>Setzt das Mittel der Außentemperatur (trocken).</translation>
    </message>
    <message>
        <source>Changes a CDU&apos;s secondary supply set point (or all with target facility).</source>
        <translation>Ändert den Sollwert der sekundären Vorlauftemperatur einer CDU (oder mit Ziel facility aller).</translation>
    </message>
    <message>
        <source>Links between two switches fail.</source>
        <translation>Verbindungen zwischen zwei Switches fallen aus.</translation>
    </message>
    <message>
        <source>Failed links between two switches return.</source>
        <translation>Ausgefallene Verbindungen zwischen zwei Switches sind wieder da.</translation>
    </message>
    <message>
        <source>A switch fails.</source>
        <translation>Ein Switch fällt aus.</translation>
    </message>
    <message>
        <source>A failed switch returns.</source>
        <translation>Ein ausgefallener Switch ist wieder da.</translation>
    </message>
    <message>
        <source>A GPU&apos;s NIC fails (the job slows to the rail).</source>
        <translation>Die Netzwerkkarte einer GPU fällt aus (der Job wird auf ihrer Schiene langsamer).</translation>
    </message>
    <message>
        <source>A failed NIC returns.</source>
        <translation>Eine ausgefallene Netzwerkkarte ist wieder da.</translation>
    </message>
    <message>
        <source>Disables SHARP in-network reduction.</source>
        <translation>Schaltet die SHARP-Reduktion im Netz ab.</translation>
    </message>
    <message>
        <source>Enables SHARP in-network reduction.</source>
        <translation>Schaltet die SHARP-Reduktion im Netz ein.</translation>
    </message>
    <message>
        <source>Switches between static ECMP hashing and adaptive routing.</source>
        <translation>Schaltet zwischen statischem ECMP-Hashing und adaptivem Routing um.</translation>
    </message>
    <message>
        <source>A noisy neighbour loads the fabric.</source>
        <translation>Ein lauter Nachbar belastet das Fabric.</translation>
    </message>
    <message>
        <source>residual voltage, per unit</source>
        <translation>Restspannung, bezogen auf Nennspannung</translation>
    </message>
    <message>
        <source>sag duration</source>
        <translation>Dauer des Spannungseinbruchs</translation>
    </message>
    <message>
        <source>import cap</source>
        <translation>Bezugsgrenze</translation>
    </message>
    <message>
        <source>window; absent = until grid_restore</source>
        <translation>Zeitfenster; fehlt es: bis grid_restore</translation>
    </message>
    <message>
        <source>outage length; absent = until grid_restore</source>
        <translation>Dauer des Ausfalls; fehlt sie: bis grid_restore</translation>
    </message>
    <message>
        <source>island: open the grid tie and run on gensets and battery; grid: close it</source>
        <translation>island: Netzkupplung öffnen und mit Aggregaten und Batterie fahren; grid: sie schließen</translation>
    </message>
    <message>
        <source>hold the state of charge above this level (the SOC floor if lower)</source>
        <translation>den Ladezustand über diesem Wert halten (die SOC-Untergrenze, falls sie höher liegt)</translation>
    </message>
    <message>
        <source>per-rack cap; 0 removes the cap</source>
        <translation>Grenze je Rack; 0 hebt die Grenze auf</translation>
    </message>
    <message>
        <source>smoothing on or off</source>
        <translation>Glättung ein oder aus</translation>
    </message>
    <message>
        <source>minimum power floor, % of TDP (-1 keeps the pod file&apos;s value)</source>
        <translation>Mindestleistung, % der TDP (-1 behält den Wert der Pod-Datei)</translation>
    </message>
    <message>
        <source>per-GPU ramp-up limit (-1 keeps)</source>
        <translation>Anstiegsgrenze je GPU (-1 behält)</translation>
    </message>
    <message>
        <source>per-GPU ramp-down limit (-1 keeps)</source>
        <translation>Abfallgrenze je GPU (-1 behält)</translation>
    </message>
    <message>
        <source>restart delay (checkpoint reload)</source>
        <translation>Verzögerung bis zum Neustart (Checkpoint laden)</translation>
    </message>
    <message>
        <source>auto: a standby pump starts when a duty pump stops; manual: it does not</source>
        <translation>auto: eine Reservepumpe startet, wenn eine Betriebspumpe stoppt; manual: sie startet nicht</translation>
    </message>
    <message>
        <source>stuck opening 0..1 (-1 = where it is now)</source>
        <translation>festsitzende Öffnung 0..1 (-1 = die jetzige)</translation>
    </message>
    <message>
        <source>leak rate</source>
        <translation>Leckrate</translation>
    </message>
    <message>
        <source>auto: a detected leak closes the rack&apos;s valve; manual: it only alarms</source>
        <translation>auto: ein erkanntes Leck schließt das Ventil des Racks; manual: es löst nur Alarm aus</translation>
    </message>
    <message>
        <source>number of fans lost</source>
        <translation>Zahl der ausgefallenen Ventilatoren</translation>
    </message>
    <message>
        <source>rise over the daily profile</source>
        <translation>Anstieg über den Tagesverlauf</translation>
    </message>
    <message>
        <source>length</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>ramp in and out</source>
        <translation>Rampe zu Beginn und am Ende</translation>
    </message>
    <message>
        <source>dry-bulb</source>
        <translation>Trockenkugeltemperatur</translation>
    </message>
    <message>
        <source>supply temperature set point</source>
        <translation>Sollwert der Vorlauftemperatur</translation>
    </message>
    <message>
        <source>parallel links lost</source>
        <translation>ausgefallene parallele Verbindungen</translation>
    </message>
    <message>
        <source>parallel links restored</source>
        <translation>wiederhergestellte parallele Verbindungen</translation>
    </message>
    <message>
        <source>routing mode</source>
        <translation>Routing-Verfahren</translation>
    </message>
    <message>
        <source>share of every link&apos;s capacity taken by another tenant</source>
        <translation>Anteil der Kapazität jeder Verbindung, den ein anderer Mandant belegt</translation>
    </message>
    <message>
        <source>length; absent = until set to 0</source>
        <translation>Dauer; fehlt sie: bis auf 0 gesetzt</translation>
    </message>
    <message>
        <source>Genset stop</source>
        <translation>Generatorstopp</translation>
    </message>
    <message>
        <source>Load shed</source>
        <translation>Lastabwurf</translation>
    </message>
    <message>
        <source>Job pause</source>
        <translation>Job pausieren</translation>
    </message>
    <message>
        <source>Job checkpoint</source>
        <translation>Job-Checkpoint</translation>
    </message>
    <message>
        <source>Sensor fault</source>
        <translation>Sensorfehler</translation>
    </message>
    <message>
        <source>Sensor restore</source>
        <translation>Sensor wieder in Betrieb</translation>
    </message>
    <message>
        <source>The operator stops a running generator set; the others and the battery take its load.</source>
        <translation>Der Bediener stoppt ein laufendes Stromaggregat; die übrigen und die Batterie übernehmen seine Last.</translation>
    </message>
    <message>
        <source>Sheds a rack&apos;s GPU load to the load-shedding floor (or every rack&apos;s, target pod).</source>
        <translation>Wirft die GPU-Last eines Racks bis auf die Lastabwurf-Untergrenze ab (oder mit Ziel pod die jedes Racks).</translation>
    </message>
    <message>
        <source>Pauses the training job: GPUs idle, the job stays loaded and job_start resumes it where it was.</source>
        <translation>Pausiert den Trainingsjob: Die GPUs laufen im Leerlauf, der Job bleibt geladen, und job_start setzt ihn an derselben Stelle fort.</translation>
    </message>
    <message>
        <source>The job writes a checkpoint now: it makes no progress for the checkpoint&apos;s duration (workload.checkpoint_duration_s) and the next periodic checkpoint comes a full interval later.</source>
        <translation>Der Job schreibt jetzt einen Checkpoint: Für dessen Dauer (workload.checkpoint_duration_s) kommt er nicht voran, und der nächste periodische Checkpoint folgt ein volles Intervall später.</translation>
    </message>
    <message>
        <source>An instrument fails: the trainee sees a wrong reading, the plant runs on.</source>
        <translation>Ein Messgerät fällt aus: Der Trainee sieht einen falschen Messwert, die Anlage läuft weiter.</translation>
    </message>
    <message>
        <source>A failed instrument is repaired and reads true again.</source>
        <translation>Ein ausgefallenes Messgerät ist repariert und zeigt wieder richtig an.</translation>
    </message>
    <message>
        <source>Instruments</source>
        <translation>Messgeräte</translation>
    </message>
    <message>
        <source>Generator set stopped on command</source>
        <translation>Generator auf Befehl gestoppt</translation>
    </message>
    <message>
        <source>GPU load shed to %1 % of its dynamic power</source>
        <translation>GPU-Last auf %1 % ihrer dynamischen Leistung abgeworfen</translation>
    </message>
    <message>
        <source>Shed load restored</source>
        <translation>Abgeworfene Last wiederhergestellt</translation>
    </message>
    <message>
        <source>Training job paused: GPUs idle, job_start resumes it</source>
        <translation>Trainingsjob pausiert: GPUs im Leerlauf, job_start setzt ihn fort</translation>
    </message>
    <message>
        <source>Training job was not running</source>
        <translation>Trainingsjob lief nicht</translation>
    </message>
    <message>
        <source>Training job writing a checkpoint for %1 s</source>
        <translation>Trainingsjob schreibt %1 s lang einen Checkpoint</translation>
    </message>
    <message>
        <source>No checkpoint: the job is not running or already checkpointing</source>
        <translation>Kein Checkpoint: Der Job läuft nicht oder schreibt bereits einen</translation>
    </message>
    <message>
        <source>No %1 instrument here</source>
        <translation>Hier gibt es kein Messgerät für %1</translation>
    </message>
    <message>
        <source>%1 instrument repaired</source>
        <translation>Messgerät für %1 repariert</translation>
    </message>
    <message>
        <source>%1 instrument failed (stuck)</source>
        <translation>Messgerät für %1 ausgefallen (eingefroren)</translation>
    </message>
    <message>
        <source>%1 instrument failed (drift)</source>
        <translation>Messgerät für %1 ausgefallen (Drift)</translation>
    </message>
    <message>
        <source>%1 instrument failed (offset)</source>
        <translation>Messgerät für %1 ausgefallen (Offset)</translation>
    </message>
    <message>
        <source>%1 instrument failed (dead)</source>
        <translation>Messgerät für %1 ausgefallen (kein Signal)</translation>
    </message>
    <message>
        <source>Transferred to island operation: grid tie open</source>
        <translation>In den Inselbetrieb umgeschaltet: Netzkuppelschalter offen</translation>
    </message>
    <message>
        <source>Transferred back to the grid: grid tie closed</source>
        <translation>Zurück ans Netz umgeschaltet: Netzkuppelschalter geschlossen</translation>
    </message>
    <message>
        <source>Battery holds a reserve: no discharge below %1 % SOC</source>
        <translation>Batterie hält eine Reserve: keine Entladung unter %1 % Ladezustand</translation>
    </message>
    <message>
        <source>Pump started; ramping up</source>
        <translation>Pumpe gestartet; fährt hoch</translation>
    </message>
    <message>
        <source>Pump stopped by the operator; coasting down</source>
        <translation>Pumpe vom Bediener gestoppt; läuft aus</translation>
    </message>
    <message>
        <source>Pump has failed: start refused</source>
        <translation>Pumpe ausgefallen: Start verweigert</translation>
    </message>
    <message>
        <source>CDU is tripped: start refused</source>
        <translation>CDU ausgelöst: Start verweigert</translation>
    </message>
    <message>
        <source>Operator starts the pump</source>
        <translation>Bediener startet die Pumpe</translation>
    </message>
    <message>
        <source>Operator stops the pump</source>
        <translation>Bediener stoppt die Pumpe</translation>
    </message>
    <message>
        <source>shed: hold the racks at the load-shedding floor (ems.min_cap_clock_factor); restore: remove the operator&apos;s cap</source>
        <translation>shed: die Racks auf der Lastabwurf-Untergrenze halten (ems.min_cap_clock_factor); restore: die Leistungsgrenze des Bedieners aufheben</translation>
    </message>
    <message>
        <source>no pump-failure alarm: the motor runs on a broken coupling or seized impeller, so only the flow and temperatures show it</source>
        <translation>kein Pumpenausfall-Alarm: der Motor läuft bei gebrochener Kupplung oder festsitzendem Laufrad weiter, nur Durchfluss und Temperaturen zeigen es</translation>
    </message>
    <message>
        <source>which instrument of the target: cdu flow, supply_temp or return_temp; rack gpu_temp_max; genset load; bess soc; pod bus_voltage or bus_frequency</source>
        <translation>welches Instrument des Ziels: cdu flow, supply_temp oder return_temp; rack gpu_temp_max; genset load; bess soc; pod bus_voltage oder bus_frequency</translation>
    </message>
    <message>
        <source>stuck: holds its reading; drift: walks off at value per second; offset: reads value off; dead: reads the bottom of its range, flagged bad</source>
        <translation>stuck: hält seinen Messwert; drift: wandert um value pro Sekunde ab; offset: zeigt um value daneben; dead: zeigt das untere Bereichsende, als gestört markiert</translation>
    </message>
    <message>
        <source>drift per second or offset, in the reading&apos;s unit (L/min, degC, pu, Hz, SOC 0..1, kW)</source>
        <translation>Drift pro Sekunde oder Versatz, in der Einheit des Messwerts (L/min, °C, pu, Hz, SOC 0..1, kW)</translation>
    </message>
    <message>
        <source>which instrument of the target</source>
        <translation>welches Instrument des Ziels</translation>
    </message>
</context>
<context>
    <name>SourceBadge</name>
    <message>
        <source>Failure</source>
        <translation>Störung</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Bediener</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatik</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Quelle:</translation>
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
    <message>
        <source>Write a PDF design report of --pod and --scenario run for --duration, then exit (no window opens).</source>
        <translation>Einen PDF-Auslegungsbericht von --pod und --scenario über --duration schreiben und beenden (kein Fenster).</translation>
    </message>
    <message>
        <source>Simulated seconds the report runs (default 3600).</source>
        <translation>Simulierte Sekunden, die der Bericht rechnet (Vorgabe 3600).</translation>
    </message>
    <message>
        <source>The report&apos;s B: a pod (file or builtin:NAME) on the same scenario, or a scenario on the same pod.</source>
        <translation>B des Berichts: ein Pod (Datei oder builtin:NAME) im selben Szenario oder ein Szenario auf demselben Pod.</translation>
    </message>
    <message>
        <source>Trainee mode: no instructor station, malfunction schedule or ground truth.</source>
        <translation>Trainee-Modus: ohne Ausbilderstation, Störungsplan und Ground Truth.</translation>
    </message>
    <message>
        <source>Start a sweep (spec file or builtin:NAME) at once; with --report, run it and add its KPIs (mean, p5, p50, p95) to the report.</source>
        <translation>Sofort eine Parameterstudie starten (Spezifikationsdatei oder builtin:NAME); mit --report rechnen und ihre Kennzahlen (Mittel, p5, p50, p95) in den Bericht aufnehmen.</translation>
    </message>
    <message>
        <source>Play --drill with --actions and write its PDF debrief, then exit (no window opens).</source>
        <translation>--drill mit --actions abspielen, die PDF-Nachbesprechung schreiben und beenden (kein Fenster).</translation>
    </message>
    <message>
        <source>Open a training drill (file or builtin:NAME); with --debrief, the drill to play.</source>
        <translation>Eine Trainingsübung öffnen (Datei oder builtin:NAME); mit --debrief die abzuspielende Übung.</translation>
    </message>
    <message>
        <source>The debrief&apos;s actions: reference, none or a session file.</source>
        <translation>Aktionen der Nachbesprechung: reference, none oder eine Sitzungsdatei.</translation>
    </message>
    <message>
        <source>The debrief&apos;s seed (default: the drill&apos;s).</source>
        <translation>Seed der Nachbesprechung (Vorgabe: der Seed der Übung).</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::ComparisonRun</name>
    <message>
        <source>Commodity design</source>
        <translation>Standardauslegung</translation>
    </message>
    <message>
        <source>This pod</source>
        <translation>Dieser Pod</translation>
    </message>
    <message>
        <source>Same pod, SHARP off</source>
        <translation>Gleicher Pod, SHARP aus</translation>
    </message>
    <message>
        <source>%1 on %2 at %3</source>
        <translation>%1 an %2 bei %3</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n weiteres</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Not played on %1, which has no such equipment: %2.</source>
        <translation>Nicht auf %1 gespielt, dort fehlt diese Ausrüstung: %2.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::ComparisonWorkbench</name>
    <message>
        <source>%1 on %2 at %3</source>
        <translation>%1 an %2 bei %3</translation>
    </message>
    <message>
        <source>&amp;Branch here</source>
        <translation>Hier &amp;verzweigen</translation>
    </message>
    <message>
        <source>Fork the run now into A (as is) and B; inject into B to see what a different action or failure changes</source>
        <translation>Den Lauf jetzt in A (unverändert) und B aufteilen; Störungen in B auslösen, um zu sehen, was eine andere Aktion oder Störung ändert</translation>
    </message>
    <message>
        <source>Compare with &amp;pod…</source>
        <translation>Mit &amp;Pod vergleichen…</translation>
    </message>
    <message>
        <source>B: another pod (built-in or a file) under this scenario, from t = 0 in lock step</source>
        <translation>B: ein anderer Pod (eingebaut oder Datei) in diesem Szenario, ab t = 0 im Gleichschritt</translation>
    </message>
    <message>
        <source>Compare with &amp;scenario…</source>
        <translation>Mit &amp;Szenario vergleichen…</translation>
    </message>
    <message>
        <source>B: this pod under another scenario, from t = 0 in lock step</source>
        <translation>B: dieser Pod in einem anderen Szenario, ab t = 0 im Gleichschritt</translation>
    </message>
    <message>
        <source>Compare with the &amp;edited design</source>
        <translation>Mit der bearbeiteten &amp;Auslegung vergleichen</translation>
    </message>
    <message>
        <source>B: the design editor&apos;s design (Ctrl+Shift+D) under this scenario, from t = 0 in lock step</source>
        <translation>B: die Auslegung aus dem Auslegungseditor (Ctrl+Shift+D) in diesem Szenario, ab t = 0 im Gleichschritt</translation>
    </message>
    <message>
        <source>&amp;Inject into B</source>
        <translation>Störungen &amp;in B auslösen</translation>
    </message>
    <message>
        <source>Failure injections (Inject menu, right-click) go into B only</source>
        <translation>Störungen (Menü Störung, Rechtsklick) wirken nur auf B</translation>
    </message>
    <message>
        <source>3D view shows &amp;B</source>
        <translation>3D-Ansicht zeigt &amp;B</translation>
    </message>
    <message>
        <source>Switch the 3D view between A and B</source>
        <translation>3D-Ansicht zwischen A und B umschalten</translation>
    </message>
    <message>
        <source>S&amp;top comparing</source>
        <translation>Vergleich b&amp;eenden</translation>
    </message>
    <message>
        <source>Remove B</source>
        <translation>B entfernen</translation>
    </message>
    <message>
        <source>Com&amp;pare</source>
        <translation>&amp;Vergleich</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>the run as is</source>
        <translation>der unveränderte Lauf</translation>
    </message>
    <message>
        <source>the branch</source>
        <translation>der Zweig</translation>
    </message>
    <message>
        <source>Branched at %1: injections now go into B (Ctrl+Shift+B switches back to A).</source>
        <translation>Bei %1 verzweigt: Störungen wirken jetzt auf B (Ctrl+Shift+B schaltet zurück auf A).</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Vergleich nicht möglich</translation>
    </message>
    <message>
        <source>Injections go into B only.</source>
        <translation>Störungen wirken nur auf B.</translation>
    </message>
    <message>
        <source>Injections go into A (and B).</source>
        <translation>Störungen wirken auf A (und B).</translation>
    </message>
    <message>
        <source>A: the run as it is.</source>
        <translation>A: der Lauf, wie er ist.</translation>
    </message>
    <message>
        <source>B: branched at %1, nothing different yet (Inject into B, Ctrl+Shift+B).</source>
        <translation>B: bei %1 verzweigt, noch ohne Unterschied (Störungen in B auslösen, Ctrl+Shift+B).</translation>
    </message>
    <message>
        <source>B: branched at %1, then %2.</source>
        <translation>B: bei %1 verzweigt, dann %2.</translation>
    </message>
    <message>
        <source>A: %1.</source>
        <translation>A: %1.</translation>
    </message>
    <message>
        <source>B: %1 under the same scenario.</source>
        <translation>B: %1 im selben Szenario.</translation>
    </message>
    <message>
        <source>Not played on B, which has no such equipment: %1.</source>
        <translation>Nicht auf B gespielt, dort fehlt diese Ausrüstung: %1.</translation>
    </message>
    <message>
        <source>A: scenario %1.</source>
        <translation>A: Szenario %1.</translation>
    </message>
    <message>
        <source>B: the same pod under scenario %1.</source>
        <translation>B: derselbe Pod im Szenario %1.</translation>
    </message>
    <message>
        <source>Injected into B only: %1.</source>
        <translation>Nur in B ausgelöst: %1.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>3D view, events and alarms: pod %1, run B (F8 shows A)</source>
        <translation>3D-Ansicht, Ereignisse und Alarme: Pod %1, Lauf B (F8 zeigt A)</translation>
    </message>
    <message>
        <source>3D view, events and alarms: pod %1, run A (F8 shows B)</source>
        <translation>3D-Ansicht, Ereignisse und Alarme: Pod %1, Lauf A (F8 zeigt B)</translation>
    </message>
    <message>
        <source>A pod file…</source>
        <translation>Eine Pod-Datei…</translation>
    </message>
    <message>
        <source>A scenario file…</source>
        <translation>Eine Szenariodatei…</translation>
    </message>
    <message>
        <source>Compare with pod</source>
        <translation>Mit Pod vergleichen</translation>
    </message>
    <message>
        <source>Compare with scenario</source>
        <translation>Mit Szenario vergleichen</translation>
    </message>
    <message>
        <source>B is this pod, under the current scenario:</source>
        <translation>B ist dieser Pod, im aktuellen Szenario:</translation>
    </message>
    <message>
        <source>B is the current pod, under this scenario:</source>
        <translation>B ist der aktuelle Pod, in diesem Szenario:</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::DesignWorkbench</name>
    <message>
        <source>Cannot apply the design</source>
        <translation>Auslegung kann nicht übernommen werden</translation>
    </message>
    <message>
        <source>Design editor</source>
        <translation>Auslegungseditor</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Undo the last edit of the design</source>
        <translation>Letzte Änderung der Auslegung rückgängig machen</translation>
    </message>
    <message>
        <source>Redo the edit undone last</source>
        <translation>Zuletzt rückgängig gemachte Änderung wiederholen</translation>
    </message>
    <message>
        <source>Write the design to its pod file</source>
        <translation>Auslegung in ihre Pod-Datei schreiben</translation>
    </message>
    <message>
        <source>Write the design to a new pod file</source>
        <translation>Auslegung in eine neue Pod-Datei schreiben</translation>
    </message>
    <message>
        <source>Restart the run from t = 0 with the edited design</source>
        <translation>Lauf mit der bearbeiteten Auslegung ab t = 0 neu starten</translation>
    </message>
    <message>
        <source>Show or hide: %1</source>
        <translation>Ein- oder ausblenden: %1</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>The design does not load; fix the values marked red.</source>
        <translation>Die Auslegung lässt sich nicht laden; korrigieren Sie die rot markierten Werte.</translation>
    </message>
    <message>
        <source>Design editor *</source>
        <translation>Auslegungseditor *</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot save the design</source>
        <translation>Auslegung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Save the design as a pod file</source>
        <translation>Auslegung als Pod-Datei speichern</translation>
    </message>
    <message>
        <source>Pod files (*.json)</source>
        <translation>Pod-Dateien (*.json)</translation>
    </message>
    <message>
        <source>%1 (edited)</source>
        <translation>%1 (bearbeitet)</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::InstructorStation</name>
    <message>
        <source>Drill %1 opened: %2</source>
        <translation>Übung %1 geöffnet: %2</translation>
    </message>
    <message>
        <source>Cannot open drill</source>
        <translation>Übung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Open drill</source>
        <translation>Übung öffnen</translation>
    </message>
    <message>
        <source>Drill files (*.json);;All files (*)</source>
        <translation>Übungsdateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>No drill is running: open one with Training → Open drill.</source>
        <translation>Keine Übung läuft: öffnen Sie eine mit Training → Übung öffnen.</translation>
    </message>
    <message>
        <source>Cannot score the drill</source>
        <translation>Übung kann nicht bewertet werden</translation>
    </message>
    <message>
        <source>Drill score: %1</source>
        <translation>Übungsergebnis: %1</translation>
    </message>
    <message>
        <source>The drill is over.</source>
        <translation>Die Übung ist beendet.</translation>
    </message>
    <message>
        <source>Back to %1: the actions after it are undone.</source>
        <translation>Zurück zu %1: die Aktionen danach sind zurückgenommen.</translation>
    </message>
    <message>
        <source>Initial condition saved: %1</source>
        <translation>Anfangszustand gespeichert: %1</translation>
    </message>
    <message>
        <source>Cannot save the initial condition</source>
        <translation>Anfangszustand kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Save the state as an initial condition</source>
        <translation>Zustand als Anfangszustand speichern</translation>
    </message>
    <message>
        <source>Checkpoints (*.ckpt)</source>
        <translation>Checkpoints (*.ckpt)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (seed %2)&lt;br&gt;%3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (Seed %2)&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>Drill time %1 of %2</source>
        <translation>Übungszeit %1 von %2</translation>
    </message>
    <message>
        <source>at %1 s</source>
        <translation>bei %1 s</translation>
    </message>
    <message>
        <source>between %1 and %2 s</source>
        <translation>zwischen %1 und %2 s</translation>
    </message>
    <message>
        <source>when %1</source>
        <translation>wenn %1</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>applied at %1 s</source>
        <translation>ausgelöst bei %1 s</translation>
    </message>
    <message>
        <source>No drill: open one with Training → Open drill (Ctrl+D).</source>
        <translation>Keine Übung: öffnen Sie eine mit Training → Übung öffnen (Strg+D).</translation>
    </message>
    <message>
        <source>  (drill %1 s)</source>
        <translation>  (Übung %1 s)</translation>
    </message>
    <message>
        <source>T&amp;raining</source>
        <translation>T&amp;raining</translation>
    </message>
    <message>
        <source>Built-in &amp;drills</source>
        <translation>Mitgelieferte Ü&amp;bungen</translation>
    </message>
    <message>
        <source>Open &amp;drill…</source>
        <translation>Ü&amp;bung öffnen…</translation>
    </message>
    <message>
        <source>Show the &amp;score</source>
        <translation>&amp;Ergebnis zeigen</translation>
    </message>
    <message>
        <source>Save state as &amp;initial condition…</source>
        <translation>Zustand als &amp;Anfangszustand speichern…</translation>
    </message>
    <message>
        <source>&amp;Backtrack to the previous checkpoint</source>
        <translation>&amp;Zurück zum vorigen Checkpoint</translation>
    </message>
    <message>
        <source>&amp;Trainee mode</source>
        <translation>&amp;Trainee-Modus</translation>
    </message>
    <message>
        <source>Hide the instructor&apos;s station, the malfunction schedule and the ground truth</source>
        <translation>Ausbilderstation, Störungsplan und Ground Truth ausblenden</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>Ausbilder</translation>
    </message>
    <message>
        <source>Freeze</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>1×</source>
        <translation>1×</translation>
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
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Malfunction</source>
        <translation>Störung</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Malfunction schedule (hidden from the trainee):</source>
        <translation>Störungsplan (für den Trainee verborgen):</translation>
    </message>
    <message>
        <source>Checkpoints of this run:</source>
        <translation>Checkpoints dieses Laufs:</translation>
    </message>
    <message>
        <source>Backtrack to the selected checkpoint</source>
        <translation>Zum gewählten Checkpoint zurück</translation>
    </message>
    <message>
        <source>Insert malfunction…</source>
        <translation>Störung einfügen…</translation>
    </message>
    <message>
        <source>Save as initial condition…</source>
        <translation>Als Anfangszustand speichern…</translation>
    </message>
    <message>
        <source>Score now</source>
        <translation>Jetzt bewerten</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::MainWindow</name>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
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
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Jump to time…</source>
        <translation>Zu Zeitpunkt &amp;springen…</translation>
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
        <source>&amp;Top</source>
        <translation>&amp;Draufsicht</translation>
    </message>
    <message>
        <source>&amp;Aisle</source>
        <translation>&amp;Gang</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>&amp;Präsentationsmodus</translation>
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
        <source> Colour by </source>
        <translation> Färben nach </translation>
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
        <source>Operator action: %1</source>
        <translation>Bedienhandlung: %1</translation>
    </message>
    <message>
        <source>Operator action in B: %1</source>
        <translation>Bedienhandlung in B: %1</translation>
    </message>
    <message>
        <source>Inject into B: %1</source>
        <translation>Störung in B: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a target.</source>
        <translation>„%1“ ist kein Ziel.</translation>
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
        <source>About PodTwin</source>
        <translation>Über PodTwin</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PodTwin %1&lt;/h3&gt;&lt;p&gt;A desktop digital twin of a liquid-cooled AI training pod: NVL72-class racks, CDUs with N+1 pumps, the facility water loop and dry coolers, gas gensets, an LFP battery, the grid tie and an 800G InfiniBand fat tree with SHARP.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Limits of the model.&lt;/b&gt; Lumped thermal and hydraulic networks (no CFD); electrical plant as phasor-free power balance with 1 ms steps for swings; fabric as flow-level link loads, not packets; training throughput from a step-time model of compute and exposed communication. Results are for engineering comparison and drills, not for sign-off.&lt;/p&gt;&lt;p&gt;Qt %2 · deterministic seeds · no telemetry.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PodTwin %1&lt;/h3&gt;&lt;p&gt;Ein digitaler Zwilling eines flüssigkeitsgekühlten KI-Trainings-Pods für den Desktop: Racks der NVL72-Klasse, CDUs mit N+1-Pumpen, der Anlagenwasserkreis und Rückkühler, Gas-Generatoren, eine LFP-Batterie, der Netzanschluss und ein 800G-InfiniBand-Fat-Tree mit SHARP.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grenzen des Modells.&lt;/b&gt; Konzentrierte thermische und hydraulische Netzwerke (keine CFD); elektrische Anlage als zeigerfreie Leistungsbilanz mit 1-ms-Schritten für Schwingungen; Fabric als Link-Lasten auf Flussebene, nicht paketgenau; Trainingsdurchsatz aus einem Schrittzeitmodell aus Rechenzeit und sichtbarer Kommunikation. Die Ergebnisse dienen dem technischen Vergleich und Übungen, nicht der Abnahme.&lt;/p&gt;&lt;p&gt;Qt %2 · deterministische Seeds · keine Telemetrie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Advance one control tick</source>
        <translation>Einen Regeltakt weiter</translation>
    </message>
    <message>
        <source>Camera: overview</source>
        <translation>Kamera: Übersicht</translation>
    </message>
    <message>
        <source>Camera: top</source>
        <translation>Kamera: Draufsicht</translation>
    </message>
    <message>
        <source>Camera: aisle</source>
        <translation>Kamera: Gang</translation>
    </message>
    <message>
        <source>Full screen with big KPIs and a comparison</source>
        <translation>Vollbild mit großen KPIs und Vergleich</translation>
    </message>
    <message>
        <source>Show or hide: %1</source>
        <translation>Ein- oder ausblenden: %1</translation>
    </message>
    <message>
        <source>Requested speed (%1 … %2)</source>
        <translation>Gewünschtes Tempo (%1 … %2)</translation>
    </message>
    <message>
        <source>Colour the racks by (%1 … %2)</source>
        <translation>Racks einfärben nach (%1 … %2)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Greyscale</source>
        <translation>Graustufen</translation>
    </message>
    <message>
        <source>Back to t = 0, keeping the scenario and injected events</source>
        <translation>Zurück zu t = 0; Szenario und ausgelöste Störungen bleiben erhalten</translation>
    </message>
    <message>
        <source>Fast-forward, or go back to the nearest checkpoint and replay, to a simulated time</source>
        <translation>Zu einer simulierten Zeit vorspulen oder zum nächstgelegenen Prüfpunkt zurückgehen und von dort wiederholen</translation>
    </message>
    <message>
        <source>&amp;Backtrack…</source>
        <translation>&amp;Zurückspringen…</translation>
    </message>
    <message>
        <source>How often the run keeps a checkpoint to jump back to, and how much memory they use</source>
        <translation>Wie oft der Lauf einen Prüfpunkt zum Zurückspringen anlegt und wie viel Speicher diese belegen</translation>
    </message>
    <message>
        <source>Earlier times restore the nearest earlier checkpoint and replay from there (Settings → Backtrack).</source>
        <translation>Frühere Zeiten stellen den nächstgelegenen früheren Prüfpunkt wieder her und rechnen von dort weiter (Einstellungen → Zurückspringen).</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Zurückspringen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Checkpoint every (simulated)</source>
        <translation>Prüfpunkt alle (simuliert)</translation>
    </message>
    <message>
        <source>Memory for checkpoints</source>
        <translation>Speicher für Prüfpunkte</translation>
    </message>
    <message>
        <source>Now: %1 checkpoints, %2 MiB; the oldest after t = 0 at %3. A jump back restores the nearest earlier one and replays at most one interval; when memory runs out the oldest go first (t = 0 is always kept).</source>
        <translation>Jetzt: %1 Prüfpunkte, %2 MiB; der älteste nach t = 0 bei %3. Ein Sprung zurück stellt den nächstgelegenen früheren wieder her und rechnet höchstens ein Intervall nach; wird der Speicher knapp, fallen die ältesten zuerst weg (t = 0 bleibt immer erhalten).</translation>
    </message>
    <message>
        <source>Single-line</source>
        <translation>Einlinienschaltbild</translation>
    </message>
    <message>
        <source>Cooling P&amp;ID</source>
        <translation>Kühlung R&amp;I</translation>
    </message>
    <message numerus="yes">
        <source> + %n injected</source>
        <translation>
            <numerusform> + %n ausgelöst</numerusform>
            <numerusform> + %n ausgelöst</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Release power cap</source>
        <translation>Leistungsbegrenzung aufheben</translation>
    </message>
    <message>
        <source>Release all power caps</source>
        <translation>Alle Leistungsbegrenzungen aufheben</translation>
    </message>
    <message numerus="yes">
        <source>This run has %n injected event(s). Keep them in the new pod&apos;s scenario?</source>
        <translation>
            <numerusform>Dieser Lauf hat %n ausgelöstes Ereignis. Im Szenario des neuen Pods behalten?</numerusform>
            <numerusform>Dieser Lauf hat %n ausgelöste Ereignisse. Im Szenario des neuen Pods behalten?</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Discard them</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Not injected: %1.</source>
        <translation>Nicht ausgelöst: %1.</translation>
    </message>
    <message>
        <source>&amp;New pod from a template…</source>
        <translation>&amp;Neuer Pod aus Vorlage…</translation>
    </message>
    <message>
        <source>alarms: %1 · unacknowledged: %2</source>
        <translation>Alarme: %1 · unquittiert: %2</translation>
    </message>
    <message>
        <source>Export &amp;report (PDF)…</source>
        <translation>&amp;Bericht exportieren (PDF)…</translation>
    </message>
    <message>
        <source>A PDF of the design and this run so far: figures, KPIs, charts, the 3D view, events</source>
        <translation>Ein PDF der Auslegung und dieses Laufs bis jetzt: Kennwerte, Kennzahlen, Diagramme, 3D-Ansicht, Ereignisse</translation>
    </message>
    <message>
        <source>&amp;Acknowledge all alarms</source>
        <translation>Alle Alarme &amp;quittieren</translation>
    </message>
    <message>
        <source>Acknowledge every alarm shown in the alarm list (shelved alarms stay as they are)</source>
        <translation>Jeden in der Alarmliste angezeigten Alarm quittieren (zurückgestellte bleiben, wie sie sind)</translation>
    </message>
    <message>
        <source>Alarms</source>
        <translation>Alarme</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>as edited</source>
        <translation>wie bearbeitet</translation>
    </message>
    <message>
        <source>Writing the report: running 0 → %1 again…</source>
        <translation>Bericht wird geschrieben: 0 → %1 wird erneut gerechnet…</translation>
    </message>
    <message>
        <source>The Controls menu as a pop-up</source>
        <translation>Das Bedienmenü als Popup</translation>
    </message>
    <message>
        <source>Compare with the edited design</source>
        <translation>Mit der bearbeiteten Auslegung vergleichen</translation>
    </message>
    <message>
        <source>The edited design has a refused value:
%1</source>
        <translation>Die bearbeitete Auslegung enthält einen abgelehnten Wert:
%1</translation>
    </message>
    <message>
        <source>%1 (edited)</source>
        <translation>%1 (bearbeitet)</translation>
    </message>
    <message>
        <source>Injected %1 on %2 into B</source>
        <translation>%1 an %2 in B ausgelöst</translation>
    </message>
    <message>
        <source>run B: alarms: %1 · unacknowledged: %2</source>
        <translation>Lauf B: Alarme: %1 · unquittiert: %2</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::OperatorControls</name>
    <message>
        <source>&amp;Controls</source>
        <translation>&amp;Bedienung</translation>
    </message>
    <message>
        <source>Operator controls</source>
        <translation>Bedienelemente</translation>
    </message>
    <message>
        <source>Controls menu</source>
        <translation>Bedienmenü</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::PodTemplateDialog</name>
    <message>
        <source>New pod from a template</source>
        <translation>Neuer Pod aus Vorlage</translation>
    </message>
    <message>
        <source>%1 — %2 racks, %3 GPUs</source>
        <translation>%1 — %2 Racks, %3 GPUs</translation>
    </message>
    <message>
        <source>%1 rows · %2 CDUs · %3 gensets · fabric: %4 leaves, %5 spines, %6 cores (%7 tiers)</source>
        <translation>%1 Reihen · %2 CDUs · %3 Aggregate · Fabric: %4 Leaves, %5 Spines, %6 Cores (%7 Ebenen)</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>Start a new session with one of the built-in pods:</source>
        <translation>Eine neue Sitzung mit einem der eingebauten Pods beginnen:</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::PresenterMode</name>
    <message>
        <source>Esc or F11 leaves presenter mode.</source>
        <translation>Esc oder F11 beendet den Präsentationsmodus.</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::SessionAutosave</name>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Restore session</source>
        <translation>Sitzung wiederherstellen</translation>
    </message>
    <message>
        <source>PodTwin did not close normally last time.

Restore the session autosaved at %1 (pod %2, %3 scenario events, simulated time %4)?</source>
        <translation>PodTwin wurde beim letzten Mal nicht normal beendet.

Die um %1 automatisch gespeicherte Sitzung wiederherstellen (Pod %2, %3 Szenarioereignisse, simulierte Zeit %4)?</translation>
    </message>
    <message>
        <source>the saved simulated time %1 s is not a time a session reaches (at most %2 s)</source>
        <translation>die gespeicherte simulierte Zeit %1 s erreicht eine Sitzung nicht (höchstens %2 s)</translation>
    </message>
    <message>
        <source>The autosaved session could not be restored:

%1

Its files are kept in %2. PodTwin starts with a new session.</source>
        <translation>Die automatisch gespeicherte Sitzung konnte nicht wiederhergestellt werden:

%1

Ihre Dateien bleiben in %2. PodTwin startet mit einer neuen Sitzung.</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::SimWorker</name>
    <message>
        <source>the checkpoint is of another pod</source>
        <translation>der Prüfpunkt gehört zu einem anderen Pod</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::SweepController</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>Der Ordner %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::SweepDialog</name>
    <message>
        <source>Run sweep</source>
        <translation>Parameterstudie starten</translation>
    </message>
    <message>
        <source>Built-in: %1</source>
        <translation>Eingebaut: %1</translation>
    </message>
    <message>
        <source>Spec file…</source>
        <translation>Spec-Datei…</translation>
    </message>
    <message>
        <source>path to a sweep spec (.json)</source>
        <translation>Pfad zu einer Spezifikation (.json)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>optional: keep the results in memory</source>
        <translation>optional: Ergebnisse nur im Speicher halten</translation>
    </message>
    <message>
        <source>Sweep spec</source>
        <translation>Spezifikation</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>Ausgabeordner</translation>
    </message>
    <message>
        <source>Open sweep spec</source>
        <translation>Spezifikation öffnen</translation>
    </message>
    <message>
        <source>Sweep spec (*.json);;All files (*)</source>
        <translation>Spezifikation (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose a sweep spec file (the podtwin-sim sweep format).</source>
        <translation>Eine Spezifikationsdatei wählen (das Format von podtwin-sim sweep).</translation>
    </message>
    <message>
        <source>The spec has errors; they are listed when the sweep starts.</source>
        <translation>Die Spezifikation enthält Fehler; sie werden beim Start aufgelistet.</translation>
    </message>
    <message>
        <source>Worker threads (this machine has %1 cores); the live simulation keeps running beside them</source>
        <translation>Worker-Threads (dieser Rechner hat %1 Kerne); die laufende Simulation rechnet daneben weiter</translation>
    </message>
    <message>
        <source>Cases: %1, each %2 s simulated</source>
        <translation>Fälle: %1, je %2 s simuliert</translation>
    </message>
    <message>
        <source>Merge steady 1 ms electrical steps (faster)</source>
        <translation>Stetige 1-ms-Elektrikschritte zusammenfassen (schneller)</translation>
    </message>
    <message>
        <source>While the gensets form the island, the stores are full and the load is flat, up to %1 electrical steps of 1 ms are taken as one (pod key timing.electrical_macro_steps). About 1.7x faster; energies stay within 1e-6 of the 1 ms path and every trip falls on the same millisecond. Results differ from a sweep without it in the last digits, so compare like with like.</source>
        <translation>Solange die Aggregate die Insel bilden, die Speicher voll sind und die Last konstant ist, werden bis zu %1 elektrische Schritte von 1 ms als einer gerechnet (Pod-Schlüssel timing.electrical_macro_steps). Etwa 1,7-mal schneller; die Energien bleiben innerhalb von 1e-6 des 1-ms-Pfads, und jede Auslösung fällt auf dieselbe Millisekunde. Die Ergebnisse weichen in den letzten Stellen von einer Studie ohne diese Option ab; nur Gleiches mit Gleichem vergleichen.</translation>
    </message>
    <message>
        <source>Electrical steps</source>
        <translation>Elektrische Schritte</translation>
    </message>
    <message>
        <source>Base pod</source>
        <translation>Basis-Pod</translation>
    </message>
    <message>
        <source>The design on screen: %1</source>
        <translation>Das Design auf dem Bildschirm: %1</translation>
    </message>
    <message>
        <source>The design on screen has a refused value</source>
        <translation>Das Design auf dem Bildschirm hat einen abgelehnten Wert</translation>
    </message>
    <message>
        <source>Every case starts from the pod on screen with the design editor&apos;s edits (Ctrl+Shift+D) instead of the pod the spec names; the spec&apos;s axes still vary their keys</source>
        <translation>Jeder Fall beginnt mit dem Pod auf dem Bildschirm samt den Änderungen im Design-Editor (Strg+Umschalt+D) statt mit dem Pod, den die Spezifikation nennt; die Achsen der Spezifikation variieren ihre Schlüssel weiterhin</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::SweepStudy</name>
    <message>
        <source>&amp;Run sweep…</source>
        <translation>Parameterstudie &amp;starten…</translation>
    </message>
    <message>
        <source>Run a parameter sweep or Monte-Carlo study beside the live run</source>
        <translation>Eine Parameterstudie oder Monte-Carlo-Studie neben dem laufenden Lauf rechnen</translation>
    </message>
    <message>
        <source>&amp;Cancel sweep</source>
        <translation>Parameterstudie &amp;abbrechen</translation>
    </message>
    <message>
        <source>Stop the sweep; finished cases are kept</source>
        <translation>Parameterstudie anhalten; fertige Fälle bleiben erhalten</translation>
    </message>
    <message>
        <source>&amp;Export sweep CSV…</source>
        <translation>Parameterstudie als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>Write the sweep&apos;s cases table</source>
        <translation>Die Falltabelle der Parameterstudie schreiben</translation>
    </message>
    <message>
        <source>St&amp;udy</source>
        <translation>St&amp;udie</translation>
    </message>
    <message>
        <source>Sweep results</source>
        <translation>Ergebnisse der Parameterstudie</translation>
    </message>
    <message>
        <source>A sweep is already running; cancel it first.</source>
        <translation>Es läuft bereits eine Parameterstudie; bitte zuerst abbrechen.</translation>
    </message>
    <message>
        <source>Cannot run sweep</source>
        <translation>Parameterstudie kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>The sweep spec was not loaded; the previous results are kept.

%1</source>
        <translation>Die Spezifikation der Parameterstudie wurde nicht geladen; die bisherigen Ergebnisse bleiben erhalten.

%1</translation>
    </message>
    <message>
        <source>Sweep %1: %2 cases on %3 threads</source>
        <translation>Parameterstudie %1: %2 Fälle auf %3 Threads</translation>
    </message>
    <message>
        <source>Export sweep CSV</source>
        <translation>Parameterstudie als CSV exportieren</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>CSV (*.csv);;All files (*)</source>
        <translation>CSV (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Sweep failed</source>
        <translation>Parameterstudie fehlgeschlagen</translation>
    </message>
    <message>
        <source>Sweep results not written</source>
        <translation>Ergebnisse der Parameterstudie nicht geschrieben</translation>
    </message>
    <message>
        <source>Sweep %1: %2 of %3 cases in %4 s</source>
        <translation>Parameterstudie %1: %2 von %3 Fällen in %4 s</translation>
    </message>
    <message>
        <source>Merge steady electrical steps</source>
        <translation>Stetige elektrische Schritte zusammenfassen</translation>
    </message>
    <message>
        <source>Sweep %1: %2 cases on %3 threads, steady electrical steps merged</source>
        <translation>Parameterstudie %1: %2 Fälle auf %3 Threads, stetige elektrische Schritte zusammengefasst</translation>
    </message>
</context>
<context>
    <name>podtwin::views</name>
    <message>
        <source>%1$%2 B</source>
        <translation>%1%2 Mrd. $</translation>
    </message>
    <message>
        <source>%1$%2 M</source>
        <translation>%1%2 Mio. $</translation>
    </message>
    <message>
        <source>%1$%2 k</source>
        <translation>%1%2 Tsd. $</translation>
    </message>
    <message>
        <source>%1$%2</source>
        <translation>%1%2 $</translation>
    </message>
</context>
<context>
    <name>podtwin::views::AlarmListView</name>
    <message>
        <source>Low</source>
        <translation>Niedrig</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Urgent</source>
        <translation>Dringend</translation>
    </message>
    <message>
        <source>Active, unacknowledged</source>
        <translation>Aktiv, unquittiert</translation>
    </message>
    <message>
        <source>Active, acknowledged</source>
        <translation>Aktiv, quittiert</translation>
    </message>
    <message>
        <source>Cleared, unacknowledged</source>
        <translation>Gegangen, unquittiert</translation>
    </message>
    <message>
        <source>acceptable (EEMUA 191: ≤ 1)</source>
        <translation>akzeptabel (EEMUA 191: ≤ 1)</translation>
    </message>
    <message>
        <source>manageable (EEMUA 191: ≤ 2)</source>
        <translation>beherrschbar (EEMUA 191: ≤ 2)</translation>
    </message>
    <message>
        <source>over-demanding (EEMUA 191: &gt; 2)</source>
        <translation>überfordernd (EEMUA 191: &gt; 2)</translation>
    </message>
    <message>
        <source>flood (EEMUA 191: &gt; 10)</source>
        <translation>Alarmflut (EEMUA 191: &gt; 10)</translation>
    </message>
    <message>
        <source>Alarm rate %1 / 10 min — %2</source>
        <translation>Alarmrate %1 / 10 min — %2</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>First out</source>
        <translation>Erstwert</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Alarm</source>
        <translation>Alarm</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>First raised</source>
        <translation>Zuerst gekommen</translation>
    </message>
    <message>
        <source>Last raised</source>
        <translation>Zuletzt gekommen</translation>
    </message>
    <message>
        <source>The first alarm of a burst: raised when nothing else was active and no alarm had been raised for %1 minutes</source>
        <translation>Der erste Alarm einer Folge: gekommen, als nichts anderes aktiv war und seit %1 Minuten kein Alarm gekommen war</translation>
    </message>
    <message>
        <source>How often the alarm was raised since it appeared in the list</source>
        <translation>Wie oft der Alarm gekommen ist, seit er in der Liste steht</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>Quittieren</translation>
    </message>
    <message>
        <source>Acknowledge the selected alarms</source>
        <translation>Die gewählten Alarme quittieren</translation>
    </message>
    <message>
        <source>Acknowledge all</source>
        <translation>Alle quittieren</translation>
    </message>
    <message>
        <source>Acknowledge every alarm shown (shelved alarms stay as they are)</source>
        <translation>Jeden angezeigten Alarm quittieren (zurückgestellte bleiben, wie sie sind)</translation>
    </message>
    <message>
        <source>Shelve</source>
        <translation>Zurückstellen</translation>
    </message>
    <message>
        <source>Hide the selected alarms for a while; they come back by themselves when the time is up</source>
        <translation>Die gewählten Alarme eine Zeit lang ausblenden; nach Ablauf kommen sie von selbst zurück</translation>
    </message>
    <message>
        <source>for 10 minutes</source>
        <translation>für 10 Minuten</translation>
    </message>
    <message>
        <source>for 30 minutes</source>
        <translation>für 30 Minuten</translation>
    </message>
    <message>
        <source>for 1 hour</source>
        <translation>für 1 Stunde</translation>
    </message>
    <message>
        <source>for 8 hours (a shift)</source>
        <translation>für 8 Stunden (eine Schicht)</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>First out: the first alarm of this burst</source>
        <translation>Erstwert: der erste Alarm dieser Folge</translation>
    </message>
    <message>
        <source>%1 unacknowledged · %2 active</source>
        <translation>%1 unquittiert · %2 aktiv</translation>
    </message>
    <message>
        <source> · %1 shelved</source>
        <translation> · %1 zurückgestellt</translation>
    </message>
</context>
<context>
    <name>podtwin::views::ComparisonView</name>
    <message>
        <source>Time to train</source>
        <translation>Trainingsdauer</translation>
    </message>
    <message>
        <source>d</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Projected cost</source>
        <translation>Prognostizierte Kosten</translation>
    </message>
    <message>
        <source>Cost to date</source>
        <translation>Kosten bisher</translation>
    </message>
    <message>
        <source>PUE (energy-weighted)</source>
        <translation>PUE (energiegewichtet)</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>M tok/s</source>
        <translation>M Tok./s</translation>
    </message>
    <message>
        <source>Max GPU temp</source>
        <translation>Max. GPU-Temp.</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>GPUs throttled</source>
        <translation>Gedrosselte GPUs</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>Anlagenleistung</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>This pod</source>
        <translation>Dieser Pod</translation>
    </message>
    <message>
        <source>Commodity design</source>
        <translation>Standardauslegung</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>Waiting for both runs…</source>
        <translation>Warte auf beide Läufe…</translation>
    </message>
    <message>
        <source>finishes at the same time</source>
        <translation>ist zur selben Zeit fertig</translation>
    </message>
    <message>
        <source>finishes %1 days sooner</source>
        <translation>ist %1 Tage früher fertig</translation>
    </message>
    <message>
        <source>finishes %1 days later</source>
        <translation>ist %1 Tage später fertig</translation>
    </message>
    <message>
        <source>costs the same</source>
        <translation>kostet gleich viel</translation>
    </message>
    <message>
        <source>saves %1</source>
        <translation>spart %1</translation>
    </message>
    <message>
        <source>costs %1 more</source>
        <translation>kostet %1 mehr</translation>
    </message>
    <message>
        <source>%1 %2 and %3 compared with %4.</source>
        <translation>%1 %2 und %3 im Vergleich zu %4.</translation>
    </message>
    <message>
        <source>pp</source>
        <translation>Pp.</translation>
    </message>
    <message>
        <source>Waiting for both runs to project a finish date…</source>
        <translation>Warte, bis beide Läufe ein Enddatum prognostizieren…</translation>
    </message>
    <message>
        <source>Tokens trained</source>
        <translation>Trainierte Tokens</translation>
    </message>
    <message>
        <source>B tok</source>
        <translation>Mrd. Tok.</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>Kosten pro Million Tokens</translation>
    </message>
    <message>
        <source>$/M tok</source>
        <translation>$/Mio. Tok.</translation>
    </message>
    <message>
        <source>Measured so far</source>
        <translation>Bisher gemessen</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Projected at the average rate so far</source>
        <translation>Prognose bei bisheriger Durchschnittsrate</translation>
    </message>
    <message>
        <source>Waiting for both runs to train their first tokens…</source>
        <translation>Warte, bis beide Läufe ihre ersten Tokens trainiert haben…</translation>
    </message>
    <message>
        <source>has trained as many tokens as</source>
        <translation>hat so viele Tokens trainiert wie</translation>
    </message>
    <message>
        <source>has trained %1 % more tokens than</source>
        <translation>hat %1 % mehr Tokens trainiert als</translation>
    </message>
    <message>
        <source>has trained %1 % fewer tokens than</source>
        <translation>hat %1 % weniger Tokens trainiert als</translation>
    </message>
    <message>
        <source>at the same cost per token</source>
        <translation>zu gleichen Kosten pro Token</translation>
    </message>
    <message>
        <source>at %1 % lower cost per token</source>
        <translation>zu %1 % niedrigeren Kosten pro Token</translation>
    </message>
    <message>
        <source>at %1 % higher cost per token</source>
        <translation>zu %1 % höheren Kosten pro Token</translation>
    </message>
    <message>
        <source>%1 %2 %3, %4.</source>
        <translation>%1 %2 %3, %4.</translation>
    </message>
    <message>
        <source>Measured so far (%1 simulated)</source>
        <translation>Bisher gemessen (%1 simuliert)</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
</context>
<context>
    <name>podtwin::views::ControlsView</name>
    <message>
        <source>Apply the selected action</source>
        <translation>Gewählte Aktion ausführen</translation>
    </message>
    <message>
        <source>The operator&apos;s controls, by equipment. Double-click or press Enter on an action; it is logged as the operator&apos;s.</source>
        <translation>Die Bedienelemente des Bedieners, nach Anlage. Doppelklick oder Enter auf eine Aktion; sie wird als Aktion des Bedieners protokolliert.</translation>
    </message>
</context>
<context>
    <name>podtwin::views::DesignEditorView</name>
    <message>
        <source>Pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>Simulation timing</source>
        <translation>Zeitsteuerung der Simulation</translation>
    </message>
    <message>
        <source>Racks and IT</source>
        <translation>Racks und IT</translation>
    </message>
    <message>
        <source>Gensets</source>
        <translation>Aggregate</translation>
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
        <source>DC bus</source>
        <translation>DC-Sammelschiene</translation>
    </message>
    <message>
        <source>Energy management</source>
        <translation>Energiemanagement</translation>
    </message>
    <message>
        <source>GPU and rack cooling</source>
        <translation>GPU- und Rackkühlung</translation>
    </message>
    <message>
        <source>CDUs</source>
        <translation>CDUs</translation>
    </message>
    <message>
        <source>Pumps</source>
        <translation>Pumpen</translation>
    </message>
    <message>
        <source>Valves</source>
        <translation>Ventile</translation>
    </message>
    <message>
        <source>Facility water</source>
        <translation>Anlagenwasser</translation>
    </message>
    <message>
        <source>Dry coolers</source>
        <translation>Rückkühler</translation>
    </message>
    <message>
        <source>Ambient</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>Workload and job</source>
        <translation>Arbeitslast und Job</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Zulässig</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Derived figures</source>
        <translation>Abgeleitete Kennwerte</translation>
    </message>
    <message>
        <source>IT load</source>
        <translation>IT-Last</translation>
    </message>
    <message>
        <source>%1 kW (facility %2 kW)</source>
        <translation>%1 kW (Anlage %2 kW)</translation>
    </message>
    <message>
        <source>Gensets N+1</source>
        <translation>Aggregate N+1</translation>
    </message>
    <message>
        <source>no gensets</source>
        <translation>keine Aggregate</translation>
    </message>
    <message>
        <source>%1 × %2 kW: %3 kW with the largest out, %4 % of the facility load — %5</source>
        <translation>%1 × %2 kW: %3 kW ohne das größte, %4 % der Anlagenlast — %5</translation>
    </message>
    <message>
        <source>covered</source>
        <translation>gedeckt</translation>
    </message>
    <message>
        <source>not covered</source>
        <translation>nicht gedeckt</translation>
    </message>
    <message>
        <source>%1 kWh: %2</source>
        <translation>%1 kWh: %2</translation>
    </message>
    <message>
        <source>no battery</source>
        <translation>keine Batterie</translation>
    </message>
    <message>
        <source>%1 kWh configured, rounded up to whole strings; %2 kWh usable from the starting SOC</source>
        <translation>%1 kWh eingestellt, auf ganze Stränge aufgerundet; %2 kWh nutzbar ab dem Anfangs-SOC</translation>
    </message>
    <message>
        <source>%1 kWh usable from the starting SOC</source>
        <translation>%1 kWh nutzbar ab dem Anfangs-SOC</translation>
    </message>
    <message>
        <source>On battery alone</source>
        <translation>Nur aus der Batterie</translation>
    </message>
    <message>
        <source>%1 min at full IT load (%2 kW continuous, converter %3 kW)</source>
        <translation>%1 min bei voller IT-Last (%2 kW dauerhaft, Umrichter %3 kW)</translation>
    </message>
    <message>
        <source>%1 kW continuous (converter %2 kW), below the %3 kW IT load: %4 % of it for %5 min</source>
        <translation>%1 kW dauerhaft (Umrichter %2 kW), unter der IT-Last von %3 kW: %4 % davon für %5 min</translation>
    </message>
    <message>
        <source>CDU capacity</source>
        <translation>CDU-Kapazität</translation>
    </message>
    <message>
        <source>%1 kW for %2 kW of liquid heat (%3 %)</source>
        <translation>%1 kW für %2 kW Flüssigkeitswärme (%3 %)</translation>
    </message>
    <message>
        <source>Coolant flow</source>
        <translation>Kühlmitteldurchfluss</translation>
    </message>
    <message>
        <source>%1 L/min, %2 L/min per kW of IT</source>
        <translation>%1 L/min, %2 L/min je kW IT</translation>
    </message>
    <message>
        <source>%1 tiers: %2 leaf, %3 spine, %4 core switches, %5 cables</source>
        <translation>%1 Ebenen: %2 Leaf-, %3 Spine-, %4 Core-Switches, %5 Kabel</translation>
    </message>
    <message>
        <source>Expected PUE</source>
        <translation>Erwartete PUE</translation>
    </message>
    <message>
        <source>%1 at %2 °C ambient</source>
        <translation>%1 bei %2 °C Außentemperatur</translation>
    </message>
    <message>
        <source>Filter keys (e.g. battery, floor_pct)</source>
        <translation>Schlüssel filtern (z. B. battery, floor_pct)</translation>
    </message>
    <message>
        <source>Grey values</source>
        <translation>Graue Werte</translation>
    </message>
    <message>
        <source>are defaults: the pod file leaves the key out, so the loader uses the default. Typing a value writes it into the file.</source>
        <translation>sind Vorgaben: Die Pod-Datei lässt den Schlüssel aus, also nimmt der Lader den Vorgabewert. Ein eingegebener Wert wird in die Datei geschrieben.</translation>
    </message>
    <message>
        <source>Expected PUE: facility over IT energy once the dry-cooler fans have settled to the ambient (after about two minutes of simulated time). A run&apos;s PUE at t = 0 is a start transient: the plant starts at its design point, whatever the weather.</source>
        <translation>Erwartete PUE: Anlagen- über IT-Energie, sobald die Lüfter der Trockenkühler sich auf die Außentemperatur eingestellt haben (nach etwa zwei Minuten simulierter Zeit). Die PUE eines Laufs bei t = 0 ist ein Anlaufvorgang: Die Anlage startet in ihrem Auslegungspunkt, unabhängig vom Wetter.</translation>
    </message>
</context>
<context>
    <name>podtwin::views::DiagramView</name>
    <message>
        <source>No pod loaded</source>
        <translation>Kein Pod geladen</translation>
    </message>
    <message>
        <source>◀ Overview (Backspace)</source>
        <translation>◀ Übersicht (Rücktaste)</translation>
    </message>
</context>
<context>
    <name>podtwin::views::DrillScoreView</name>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Drill %1, seed %2</source>
        <translation>Übung %1, Seed %2</translation>
    </message>
    <message>
        <source>Critical task</source>
        <translation>Kritische Aufgabe</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Cue</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>First action</source>
        <translation>Erste Aktion</translation>
    </message>
    <message>
        <source>Standard met</source>
        <translation>Standard erfüllt</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Why missed</source>
        <translation>Grund des Verfehlens</translation>
    </message>
    <message>
        <source>not cued</source>
        <translation>nicht ausgelöst</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Limit %1: %2 s outside, −%3 of %4 points</source>
        <translation>Grenze %1: %2 s außerhalb, −%3 von %4 Punkten</translation>
    </message>
    <message>
        <source>Penalties: %1 rack trips, %2 job restarts, %3 kWh unserved: −%4 points</source>
        <translation>Strafen: %1 Rack-Abschaltungen, %2 Job-Neustarts, %3 kWh nicht geliefert: −%4 Punkte</translation>
    </message>
    <message>
        <source>Business impact: %1 GPU-hours lost ($%2), MFU %3 over the drill (%4 at its start)</source>
        <translation>Geschäftliche Auswirkung: %1 GPU-Stunden verloren ($%2), MFU %3 über die Übung (%4 zu Beginn)</translation>
    </message>
</context>
<context>
    <name>podtwin::views::EventEditDialog</name>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>= %1 (d hh:mm:ss)</source>
        <translation>= %1 (T hh:mm:ss)</translation>
    </message>
    <message>
        <source>Event type</source>
        <translation>Ereignistyp</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Parameters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Parameter&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Accepts: %1</source>
        <translation>Erlaubt: %1</translation>
    </message>
    <message>
        <source>until restored</source>
        <translation>bis zur Wiederherstellung</translation>
    </message>
    <message>
        <source>Allowed: %1</source>
        <translation>Zulässig: %1</translation>
    </message>
    <message>
        <source>This event has no parameters.</source>
        <translation>Dieses Ereignis hat keine Parameter.</translation>
    </message>
    <message>
        <source>Enter a target.</source>
        <translation>Ziel eingeben.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a target (write it like rack5 or cdu1/pump2).</source>
        <translation>„%1“ ist kein Ziel (Schreibweise wie rack5 oder cdu1/pump2).</translation>
    </message>
</context>
<context>
    <name>podtwin::views::EventLogView</name>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schwere</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>All entries</source>
        <translation>Alle Einträge</translation>
    </message>
    <message>
        <source>Warnings and worse</source>
        <translation>Warnungen und schwerer</translation>
    </message>
    <message>
        <source>Alarms and trips</source>
        <translation>Alarme und Auslösungen</translation>
    </message>
    <message>
        <source>Trips only</source>
        <translation>Nur Auslösungen</translation>
    </message>
    <message>
        <source>Filter by object, code or text…</source>
        <translation>Nach Objekt, Code oder Text filtern…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Als CSV exportieren…</translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation>Aufgehoben</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Alarm</source>
        <translation>Alarm</translation>
    </message>
    <message>
        <source>Trip</source>
        <translation>Auslösung</translation>
    </message>
    <message>
        <source>%1 entries</source>
        <translation>%1 Einträge</translation>
    </message>
    <message>
        <source>%1 of %2 entries</source>
        <translation>%1 von %2 Einträgen</translation>
    </message>
    <message>
        <source>active alarms: %1</source>
        <translation>aktive Alarme: %1</translation>
    </message>
    <message>
        <source>Export event log</source>
        <translation>Ereignisprotokoll exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
</context>
<context>
    <name>podtwin::views::FabricView</name>
    <message>
        <source>No fabric topology</source>
        <translation>Keine Fabric-Topologie</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Leaves</translation>
    </message>
    <message>
        <source>Spines</source>
        <translation>Spines</translation>
    </message>
    <message>
        <source>Cores</source>
        <translation>Cores</translation>
    </message>
    <message>
        <source>%1 of %2 down</source>
        <translation>%1 von %2 ausgefallen</translation>
    </message>
    <message>
        <source>InfiniBand fabric</source>
        <translation>InfiniBand-Fabric</translation>
    </message>
    <message>
        <source>InfiniBand fabric · %1 racks · %2 cables</source>
        <translation>InfiniBand-Fabric · %1 Racks · %2 Kabel</translation>
    </message>
    <message>
        <source>%1 leaves · %2 spines</source>
        <translation>%1 Leaves · %2 Spines</translation>
    </message>
    <message>
        <source> · %1 cores</source>
        <translation> · %1 Cores</translation>
    </message>
    <message>
        <source>load mean %1 %, max %2 % · cables down %3 · switches down %4</source>
        <translation>Last Mittel %1 %, max. %2 % · Kabel ausgefallen %3 · Switches ausgefallen %4</translation>
    </message>
    <message>
        <source>%1 %2 (pod %3)</source>
        <translation>%1 %2 (Pod %3)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Link load</source>
        <translation>Link-Auslastung</translation>
    </message>
    <message>
        <source>over 100 %</source>
        <translation>über 100 %</translation>
    </message>
    <message>
        <source>cable down</source>
        <translation>Kabel ausgefallen</translation>
    </message>
    <message>
        <source>×N: cables per line</source>
        <translation>×N: Kabel je Linie</translation>
    </message>
    <message>
        <source>P: fabric pod</source>
        <translation>P: Fabric-Pod</translation>
    </message>
    <message>
        <source>by pod</source>
        <translation>nach Pod</translation>
    </message>
    <message>
        <source>%1 a box</source>
        <translation>%1 je Kasten</translation>
    </message>
    <message>
        <source>%1
%2 cables, %3 down</source>
        <translation>%1
%2 Kabel, %3 ausgefallen</translation>
    </message>
    <message>
        <source>
%1 switches failed</source>
        <translation>
%1 Switches ausgefallen</translation>
    </message>
    <message>
        <source>%1 ↔ %2
%3 cables, %4 down
load mean %5 %, max %6 %</source>
        <translation>%1 ↔ %2
%3 Kabel, %4 ausgefallen
Last Mittel %5 %, max. %6 %</translation>
    </message>
</context>
<context>
    <name>podtwin::views::Faceplate</name>
    <message>
        <source>Trend: waiting for data</source>
        <translation>Trend: warte auf Daten</translation>
    </message>
    <message>
        <source>Trend, last %1 s</source>
        <translation>Trend, letzte %1 s</translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation>Zustand: %1</translation>
    </message>
    <message>
        <source>normal %1</source>
        <translation>normal %1</translation>
    </message>
    <message>
        <source>No active alarms</source>
        <translation>Keine aktiven Alarme</translation>
    </message>
</context>
<context>
    <name>podtwin::views::InspectorPanel</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Nichts ausgewählt</translation>
    </message>
    <message>
        <source>Click a rack, CDU, genset or switch in the 3D view, or an entry in the event log.</source>
        <translation>Ein Rack, eine CDU, einen Generator oder Switch in der 3D-Ansicht oder einen Eintrag im Ereignisprotokoll anklicken.</translation>
    </message>
    <message>
        <source>Waiting for data…</source>
        <translation>Warte auf Daten…</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an object name.</source>
        <translation>„%1“ ist kein Objektname.</translation>
    </message>
    <message>
        <source>%1 is not in this snapshot.</source>
        <translation>%1 ist in diesem Snapshot nicht enthalten.</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>Rack %1</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>IT-Leistung</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>Leistungsbegrenzung</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>GPU temp max</source>
        <translation>GPU-Temp. max.</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>GPU temp mean</source>
        <translation>GPU-Temp. Mittel</translation>
    </message>
    <message>
        <source>Throttled GPUs</source>
        <translation>Gedrosselte GPUs</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Coolant inlet</source>
        <translation>Kühlmittel Eintritt</translation>
    </message>
    <message>
        <source>Coolant outlet</source>
        <translation>Kühlmittel Austritt</translation>
    </message>
    <message>
        <source>Coolant flow</source>
        <translation>Kühlmitteldurchfluss</translation>
    </message>
    <message>
        <source>L/min</source>
        <translation>L/min</translation>
    </message>
    <message>
        <source>Clock factor</source>
        <translation>Taktfaktor</translation>
    </message>
    <message>
        <source>Leaf uplink max</source>
        <translation>Leaf-Uplink max.</translation>
    </message>
    <message>
        <source>TRIPPED</source>
        <translation>AUSGELÖST</translation>
    </message>
    <message>
        <source>LEAK</source>
        <translation>LECK</translation>
    </message>
    <message>
        <source>Isolated</source>
        <translation>Abgesperrt</translation>
    </message>
    <message>
        <source>Throttled</source>
        <translation>Gedrosselt</translation>
    </message>
    <message>
        <source>Capped</source>
        <translation>Begrenzt</translation>
    </message>
    <message>
        <source>Alarm</source>
        <translation>Alarm</translation>
    </message>
    <message>
        <source>Running normally</source>
        <translation>Normalbetrieb</translation>
    </message>
    <message>
        <source>Rack %1 · CDU %2</source>
        <translation>Rack %1 · CDU %2</translation>
    </message>
    <message>
        <source>CDU %1</source>
        <translation>CDU %1</translation>
    </message>
    <message>
        <source>Pump %1 of CDU %2</source>
        <translation>Pumpe %1 von CDU %2</translation>
    </message>
    <message>
        <source>Pump flow (L/min)</source>
        <translation>Pumpendurchfluss (L/min)</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ausgefallen</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>standby</source>
        <translation>Bereitschaft</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Drehzahl</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>Durchfluss</translation>
    </message>
    <message>
        <source>CDU loop dp</source>
        <translation>CDU-Kreis Δp</translation>
    </message>
    <message>
        <source>kPa</source>
        <translation>kPa</translation>
    </message>
    <message>
        <source>Pump failed</source>
        <translation>Pumpe ausgefallen</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>In Betrieb</translation>
    </message>
    <message>
        <source>Not running</source>
        <translation>Außer Betrieb</translation>
    </message>
    <message>
        <source>CDU %1 · Pump %2</source>
        <translation>CDU %1 · Pumpe %2</translation>
    </message>
    <message>
        <source>Secondary supply temperature (°C)</source>
        <translation>Sekundär-Vorlauftemperatur (°C)</translation>
    </message>
    <message>
        <source>Supply temp</source>
        <translation>Vorlauftemperatur</translation>
    </message>
    <message>
        <source>Return temp</source>
        <translation>Rücklauftemperatur</translation>
    </message>
    <message>
        <source>Differential pressure</source>
        <translation>Differenzdruck</translation>
    </message>
    <message>
        <source>Facility supply / return</source>
        <translation>Anlage Vorlauf / Rücklauf</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Heat to facility</source>
        <translation>Wärme an Anlage</translation>
    </message>
    <message>
        <source>Pump power</source>
        <translation>Pumpenleistung</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>AUSGEFALLEN</translation>
    </message>
    <message>
        <source>running %1 %, %2 L/min</source>
        <translation>läuft %1 %, %2 L/min</translation>
    </message>
    <message>
        <source>Pump %1</source>
        <translation>Pumpe %1</translation>
    </message>
    <message>
        <source>CDU TRIPPED</source>
        <translation>CDU AUSGELÖST</translation>
    </message>
    <message>
        <source>%1 of %2 pumps running, %3 failed</source>
        <translation>%1 von %2 Pumpen in Betrieb, %3 ausgefallen</translation>
    </message>
    <message>
        <source>%1 of %2 pumps running</source>
        <translation>%1 von %2 Pumpen in Betrieb</translation>
    </message>
    <message>
        <source>Genset %1</source>
        <translation>Generator %1</translation>
    </message>
    <message>
        <source>Genset output (kW)</source>
        <translation>Generatorleistung (kW)</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Nennleistung</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Bus frequency</source>
        <translation>Busfrequenz</translation>
    </message>
    <message>
        <source>Hz</source>
        <translation>Hz</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>Online, carrying load</source>
        <translation>Am Netz, trägt Last</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>State of charge (%)</source>
        <translation>Ladezustand (%)</translation>
    </message>
    <message>
        <source>State of charge</source>
        <translation>Ladezustand</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>discharging %1 kW</source>
        <translation>entlädt %1 kW</translation>
    </message>
    <message>
        <source>charging %1 kW</source>
        <translation>lädt %1 kW</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>Leerlauf</translation>
    </message>
    <message>
        <source>DC bus voltage</source>
        <translation>DC-Bus-Spannung</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>Verfügbar</translation>
    </message>
    <message>
        <source>Converter fault — no charge or discharge</source>
        <translation>Umrichterfehler — kein Laden oder Entladen</translation>
    </message>
    <message>
        <source>Battery (LFP, DC bus)</source>
        <translation>Batterie (LFP, DC-Bus)</translation>
    </message>
    <message>
        <source>Grid import (kW)</source>
        <translation>Netzbezug (kW)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Bezug</translation>
    </message>
    <message>
        <source>Import limit</source>
        <translation>Bezugsgrenze</translation>
    </message>
    <message>
        <source>Voltage</source>
        <translation>Spannung</translation>
    </message>
    <message>
        <source>p.u.</source>
        <translation>p.u.</translation>
    </message>
    <message>
        <source>On-site generation</source>
        <translation>Eigenerzeugung</translation>
    </message>
    <message>
        <source>Frequency deviation</source>
        <translation>Frequenzabweichung</translation>
    </message>
    <message>
        <source>%1 (limit %2)</source>
        <translation>%1 (Grenze %2)</translation>
    </message>
    <message>
        <source>Grid tie open — islanded</source>
        <translation>Netzkupplung offen — Inselbetrieb</translation>
    </message>
    <message>
        <source>Voltage sag</source>
        <translation>Spannungseinbruch</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Grid tie</source>
        <translation>Netzanschluss</translation>
    </message>
    <message>
        <source>Dry cooler %1</source>
        <translation>Rückkühler %1</translation>
    </message>
    <message>
        <source>Heat rejected (kW)</source>
        <translation>Abgeführte Wärme (kW)</translation>
    </message>
    <message>
        <source>Heat rejected</source>
        <translation>Abgeführte Wärme</translation>
    </message>
    <message>
        <source>Fan speed</source>
        <translation>Lüfterdrehzahl</translation>
    </message>
    <message>
        <source>Fan power</source>
        <translation>Lüfterleistung</translation>
    </message>
    <message>
        <source>Fans failed</source>
        <translation>Ausgefallene Lüfter</translation>
    </message>
    <message>
        <source>Ambient</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Out of service</source>
        <translation>Außer Betrieb</translation>
    </message>
    <message>
        <source>In service</source>
        <translation>In Betrieb</translation>
    </message>
    <message>
        <source>Leaf switch %1</source>
        <translation>Leaf-Switch %1</translation>
    </message>
    <message>
        <source>Spine switch %1</source>
        <translation>Spine-Switch %1</translation>
    </message>
    <message>
        <source>Core switch %1</source>
        <translation>Core-Switch %1</translation>
    </message>
    <message>
        <source>Fabric max link utilisation (%)</source>
        <translation>Fabric max. Link-Auslastung (%)</translation>
    </message>
    <message>
        <source>Fabric max link utilisation</source>
        <translation>Fabric max. Link-Auslastung</translation>
    </message>
    <message>
        <source>Links down (pod)</source>
        <translation>Ausgefallene Links (Pod)</translation>
    </message>
    <message>
        <source>Switches down (pod)</source>
        <translation>Ausgefallene Switches (Pod)</translation>
    </message>
    <message>
        <source>Allreduce time</source>
        <translation>Allreduce-Zeit</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>SHARP in-network reduction</source>
        <translation>SHARP-In-Network-Reduktion</translation>
    </message>
    <message>
        <source>Routing</source>
        <translation>Routing</translation>
    </message>
    <message>
        <source>adaptive</source>
        <translation>adaptiv</translation>
    </message>
    <message>
        <source>static ECMP</source>
        <translation>statisches ECMP</translation>
    </message>
    <message>
        <source>Pod-wide fabric values (800G InfiniBand rail-optimised fat tree)</source>
        <translation>Fabric-Werte des Pods (800G-InfiniBand, rail-optimierter Fat Tree)</translation>
    </message>
    <message>
        <source>No live values for &quot;%1&quot;.</source>
        <translation>Keine Live-Werte für „%1“.</translation>
    </message>
    <message>
        <source>The last 5 simulated minutes; a dashed red line marks the limit (throttle point, capacity).</source>
        <translation>Die letzten 5 simulierten Minuten; eine rot gestrichelte Linie markiert die Grenze (Drosselpunkt, Kapazität).</translation>
    </message>
    <message>
        <source>Hottest GPU (°C)</source>
        <translation>Heißeste GPU (°C)</translation>
    </message>
    <message>
        <source>Tb/s</source>
        <translation>Tb/s</translation>
    </message>
    <message>
        <source>Carries</source>
        <translation>Überträgt</translation>
    </message>
    <message>
        <source>nothing (no cable up)</source>
        <translation>nichts (kein Kabel aktiv)</translation>
    </message>
    <message>
        <source>Mean load</source>
        <translation>Mittlere Last</translation>
    </message>
    <message>
        <source>Peak cable</source>
        <translation>Höchstes Kabel</translation>
    </message>
    <message>
        <source>%1 (%2 down)</source>
        <translation>%1 (%2 ausgefallen)</translation>
    </message>
    <message>
        <source>Serves</source>
        <translation>Versorgt</translation>
    </message>
    <message>
        <source>rail %1 of racks %2–%3</source>
        <translation>Rail %1 der Racks %2–%3</translation>
    </message>
    <message>
        <source>Fabric pod</source>
        <translation>Fabric-Pod</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Switch DOWN: it has failed</source>
        <translation>Switch AUSGEFALLEN</translation>
    </message>
    <message>
        <source>Cut off: every cable is down</source>
        <translation>Abgeschnitten: alle Kabel ausgefallen</translation>
    </message>
    <message>
        <source>Up, %1 of its cables down</source>
        <translation>Aktiv, %1 seiner Kabel ausgefallen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Cables %1</source>
        <translation>Kabel %1</translation>
    </message>
    <message>
        <source>DOWN: all %1 cables</source>
        <translation>AUSGEFALLEN: alle %1 Kabel</translation>
    </message>
    <message>
        <source>%1 of %2 cables down</source>
        <translation>%1 von %2 Kabeln ausgefallen</translation>
    </message>
    <message>
        <source>NIC %1 of rack %2</source>
        <translation>NIC %1 von Rack %2</translation>
    </message>
    <message>
        <source>Cable to</source>
        <translation>Kabel zu</translation>
    </message>
    <message>
        <source>leaf %1 (rail %2)</source>
        <translation>Leaf %1 (Rail %2)</translation>
    </message>
    <message>
        <source>NIC link DOWN</source>
        <translation>NIC-Link AUSGEFALLEN</translation>
    </message>
    <message>
        <source>Load (%)</source>
        <translation>Last (%)</translation>
    </message>
</context>
<context>
    <name>podtwin::views::Kpi</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Beobachten</translation>
    </message>
    <message>
        <source>Act</source>
        <translation>Handeln</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>Keine Daten</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Battery SOC</source>
        <translation>Batterie-Ladezustand</translation>
    </message>
    <message>
        <source>Max GPU temp</source>
        <translation>Max. GPU-Temp.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
</context>
<context>
    <name>podtwin::views::KpiTiles</name>
    <message>
        <source>Facility power / IT power, IT metered at the IT equipment&apos;s input (the rack PSU input), as ISO/IEC 30134-2 and The Green Grid define PUE; the CSV column pue_psu_output meters IT at the PSU output instead. Green ≤ %1, amber ≤ %2, red above.</source>
        <translation>Anlagenleistung / IT-Leistung, IT am Eingang der IT-Geräte gemessen (Eingang der Rack-Netzteile), wie ISO/IEC 30134-2 und The Green Grid die PUE definieren; die CSV-Spalte pue_psu_output misst die IT am Netzteilausgang. Grün ≤ %1, gelb ≤ %2, darüber rot.</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation. Green ≥ %1 %, amber ≥ %2 %, red below.</source>
        <translation>Modell-FLOPs-Auslastung. Grün ≥ %1 %, gelb ≥ %2 %, darunter rot.</translation>
    </message>
    <message>
        <source>Battery state of charge. Green ≥ %1 %, amber ≥ %2 %, red below.</source>
        <translation>Ladezustand der Batterie. Grün ≥ %1 %, gelb ≥ %2 %, darunter rot.</translation>
    </message>
    <message>
        <source>Hottest GPU die. Amber within %1 K of the throttle point, red at it.</source>
        <translation>Heißester GPU-Die. Gelb innerhalb %1 K vor der Drosselgrenze, rot ab ihr.</translation>
    </message>
    <message>
        <source>Projected cost of the run against its undisturbed projection. Amber above +%1 %, red above +%2 %.</source>
        <translation>Prognostizierte Kosten des Laufs gegenüber der ungestörten Prognose. Gelb über +%1 %, rot über +%2 %.</translation>
    </message>
    <message>
        <source>Training step time against the best seen. Amber above +%1 %, red above +%2 %.</source>
        <translation>Trainingsschrittzeit gegenüber der besten bisher. Gelb über +%1 %, rot über +%2 %.</translation>
    </message>
    <message>
        <source>energy-weighted %1</source>
        <translation>energiegewichtet %1</translation>
    </message>
    <message>
        <source>facility %1 MW</source>
        <translation>Anlage %1 MW</translation>
    </message>
    <message>
        <source>%1 M tokens/s</source>
        <translation>%1 M Token/s</translation>
    </message>
    <message>
        <source>%1 k tokens/s</source>
        <translation>%1 k Token/s</translation>
    </message>
    <message>
        <source>job not running</source>
        <translation>Job läuft nicht</translation>
    </message>
    <message>
        <source>battery unavailable</source>
        <translation>Batterie nicht verfügbar</translation>
    </message>
    <message>
        <source>discharging %1 kW</source>
        <translation>entlädt %1 kW</translation>
    </message>
    <message>
        <source>charging %1 kW</source>
        <translation>lädt %1 kW</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>Leerlauf</translation>
    </message>
    <message>
        <source>throttle at %1 °C</source>
        <translation>Drosselung bei %1 °C</translation>
    </message>
    <message>
        <source>throttled GPUs: %1</source>
        <translation>gedrosselte GPUs: %1</translation>
    </message>
    <message>
        <source>projected %1</source>
        <translation>Prognose %1</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>allreduce %1 ms</source>
        <translation>Allreduce %1 ms</translation>
    </message>
    <message>
        <source>pp</source>
        <translation>Pp.</translation>
    </message>
    <message>
        <source>B %1 · B − A %2</source>
        <translation>B %1 · B − A %2</translation>
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
    <message>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <source>%1 d %2</source>
        <translation>%1 d %2</translation>
    </message>
    <message>
        <source>Simulated time (%1 after %2)</source>
        <translation>Simulierte Zeit (%1 nach %2)</translation>
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
    <message>
        <source>Solid lines: A, %1 · dashed lines: B, %2 (same colours)</source>
        <translation>Durchgezogene Linien: A, %1 · gestrichelte Linien: B, %2 (gleiche Farben)</translation>
    </message>
    <message>
        <source>%1 (B)</source>
        <translation>%1 (B)</translation>
    </message>
</context>
<context>
    <name>podtwin::views::PodSceneWidget</name>
    <message>
        <source>Failed</source>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>Rackleistung</translation>
    </message>
    <message>
        <source>GPU temperature (max)</source>
        <translation>GPU-Temperatur (max.)</translation>
    </message>
    <message>
        <source>GPUs throttled</source>
        <translation>Gedrosselte GPUs</translation>
    </message>
    <message>
        <source>Coolant ΔT</source>
        <translation>Kühlmittel-ΔT</translation>
    </message>
    <message>
        <source>Leaf uplink load (max)</source>
        <translation>Leaf-Uplink-Last (max.)</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Dry coolers</source>
        <translation>Rückkühler</translation>
    </message>
    <message>
        <source>Gas gensets</source>
        <translation>Gas-Generatoren</translation>
    </message>
    <message>
        <source>Battery (LFP)</source>
        <translation>Batterie (LFP)</translation>
    </message>
    <message>
        <source>Grid tie</source>
        <translation>Netzanschluss</translation>
    </message>
    <message>
        <source>Network row</source>
        <translation>Netzwerkreihe</translation>
    </message>
    <message>
        <source>CDU %1</source>
        <translation>CDU %1</translation>
    </message>
    <message>
        <source>%1 — %2 racks, %3 GPUs</source>
        <translation>%1 — %2 Racks, %3 GPUs</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Coolant pipes, %1</source>
        <translation>Kühlmittelleitungen, %1</translation>
    </message>
    <message>
        <source>Alarms: %1 unacknowledged · %2 active</source>
        <translation>Alarme: %1 unquittiert · %2 aktiv</translation>
    </message>
    <message>
        <source>Alarms: %1 active, all acknowledged</source>
        <translation>Alarme: %1 aktiv, alle quittiert</translation>
    </message>
</context>
<context>
    <name>podtwin::views::SweepResultsView</name>
    <message>
        <source> bins</source>
        <translation> Klassen</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>Fälle</translation>
    </message>
    <message>
        <source>cases</source>
        <translation>Fälle</translation>
    </message>
    <message>
        <source>No sweep running</source>
        <translation>Keine Parameterstudie aktiv</translation>
    </message>
    <message>
        <source>Cancel sweep</source>
        <translation>Parameterstudie abbrechen</translation>
    </message>
    <message>
        <source>Histogram of</source>
        <translation>Histogramm von</translation>
    </message>
    <message>
        <source>%1 of %2 cases</source>
        <translation>%1 von %2 Fällen</translation>
    </message>
    <message>
        <source>Finished: %1 cases</source>
        <translation>Fertig: %1 Fälle</translation>
    </message>
    <message>
        <source>%1 (bin centre)</source>
        <translation>%1 (Klassenmitte)</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>Noch keine Ergebnisse.</translation>
    </message>
    <message>
        <source>No finite values in this column.</source>
        <translation>Keine endlichen Werte in dieser Spalte.</translation>
    </message>
    <message>
        <source>cases: %1</source>
        <translation>Fälle: %1</translation>
    </message>
    <message>
        <source> · mean %1 · min %2 · max %3</source>
        <translation> · Mittel %1 · min. %2 · max. %3</translation>
    </message>
    <message>
        <source> · %1 without a value</source>
        <translation> · %1 ohne Wert</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Als CSV exportieren…</translation>
    </message>
    <message>
        <source>Write the cases table (the podtwin-sim sweep cases.csv format)</source>
        <translation>Die Falltabelle schreiben (das cases.csv-Format von podtwin-sim sweep)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 of %2 cases · about %3 left</source>
        <translation>%1 von %2 Fällen · noch etwa %3</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 cases kept</source>
        <translation>Abgebrochen: %1 von %2 Fällen behalten</translation>
    </message>
    <message>
        <source> · p5 %1 · p50 %2 · p95 %3</source>
        <translation> · p5 %1 · p50 %2 · p95 %3</translation>
    </message>
    <message>
        <source>Tornado of</source>
        <translation>Tornado von</translation>
    </message>
    <message>
        <source>Band of</source>
        <translation>Band von</translation>
    </message>
    <message>
        <source>Histogram: the column&apos;s distribution over every case. Tornado: a one-at-a-time study&apos;s KPI at each parameter&apos;s lowest and highest value against the base design. Band: the KPI against a swept parameter, median with the p5–p95 band of its samples.</source>
        <translation>Histogramm: die Verteilung der Spalte über alle Fälle. Tornado: die Kennzahl einer Ein-Faktor-Studie beim niedrigsten und höchsten Wert jedes Parameters gegenüber der Basisauslegung. Band: die Kennzahl über einem variierten Parameter, Median mit dem p5–p95-Band seiner Stichproben.</translation>
    </message>
    <message>
        <source>against</source>
        <translation>über</translation>
    </message>
    <message>
        <source>A tornado needs a one-at-a-time study</source>
        <translation>Ein Tornado braucht eine Ein-Faktor-Studie</translation>
    </message>
    <message>
        <source>Waiting for the base design and one parameter</source>
        <translation>Warten auf die Basisauslegung und einen Parameter</translation>
    </message>
    <message>
        <source>at the lowest value</source>
        <translation>beim niedrigsten Wert</translation>
    </message>
    <message>
        <source>at the highest value</source>
        <translation>beim höchsten Wert</translation>
    </message>
    <message>
        <source>%1 %2 … %3</source>
        <translation>%1 %2 … %3</translation>
    </message>
    <message>
        <source>base design</source>
        <translation>Basisauslegung</translation>
    </message>
    <message>
        <source>This sweep has no swept parameter</source>
        <translation>Diese Studie variiert keinen Parameter</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Noch keine Ergebnisse</translation>
    </message>
    <message>
        <source>p5–p95 of the cases</source>
        <translation>p5–p95 der Fälle</translation>
    </message>
    <message>
        <source>median (p50)</source>
        <translation>Median (p50)</translation>
    </message>
</context>
<context>
    <name>podtwin::views::TimelineEditor</name>
    <message>
        <source>Time (d hh:mm:ss)</source>
        <translation>Zeit (T hh:mm:ss)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Add an event to the timeline</source>
        <translation>Ein Ereignis zur Zeitleiste hinzufügen</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the selected event</source>
        <translation>Ausgewähltes Ereignis bearbeiten</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Copy the selected event</source>
        <translation>Ausgewähltes Ereignis kopieren</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Delete the selected event</source>
        <translation>Ausgewähltes Ereignis löschen</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Run earlier among events at the same time</source>
        <translation>Unter gleichzeitigen Ereignissen früher ausführen</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Run later among events at the same time</source>
        <translation>Unter gleichzeitigen Ereignissen später ausführen</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Inject %1</source>
        <translation>%1 auslösen</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>%1 nach oben</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>%1 nach unten</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message>
        <source>Add event</source>
        <translation>Ereignis hinzufügen</translation>
    </message>
    <message>
        <source>Edit event</source>
        <translation>Ereignis bearbeiten</translation>
    </message>
    <message>
        <source>Events: %1</source>
        <translation>Ereignisse: %1</translation>
    </message>
    <message>
        <source>%1 done, now at %2</source>
        <translation>%1 erledigt, jetzt bei %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>until restored</source>
        <translation>bis zur Wiederherstellung</translation>
    </message>
</context>
<context>
    <name>podtwin::views::scene</name>
    <message>
        <source>Rack %1 (SU %2, row %3, CDU %4)</source>
        <translation>Rack %1 (SU %2, Reihe %3, CDU %4)</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 compute trays — no live data yet</source>
        <translation>%1 GPUs, %2 Compute-Trays — noch keine Live-Daten</translation>
    </message>
    <message>
        <source>IT power %1 kW%2</source>
        <translation>IT-Leistung %1 kW%2</translation>
    </message>
    <message>
        <source> (cap %1 kW)</source>
        <translation> (Grenze %1 kW)</translation>
    </message>
    <message>
        <source>GPU temperature max %1 °C, mean %2 °C</source>
        <translation>GPU-Temperatur max. %1 °C, Mittel %2 °C</translation>
    </message>
    <message>
        <source>Coolant in %1 °C, out %2 °C, %3 L/min</source>
        <translation>Kühlmittel ein %1 °C, aus %2 °C, %3 L/min</translation>
    </message>
    <message>
        <source>Throttled GPUs %1 of %2, clock %3 %</source>
        <translation>Gedrosselte GPUs %1 von %2, Takt %3 %</translation>
    </message>
    <message>
        <source>Leaf uplink load max %1 %</source>
        <translation>Leaf-Uplink-Last max. %1 %</translation>
    </message>
    <message>
        <source>TRIPPED</source>
        <translation>AUSGELÖST</translation>
    </message>
    <message>
        <source>LEAK</source>
        <translation>LECK</translation>
    </message>
    <message>
        <source>valve closed</source>
        <translation>Ventil geschlossen</translation>
    </message>
    <message>
        <source>throttling</source>
        <translation>drosselt</translation>
    </message>
    <message>
        <source>power-capped</source>
        <translation>leistungsbegrenzt</translation>
    </message>
    <message>
        <source>alarm</source>
        <translation>Alarm</translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation>Zustand: %1</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>CDU %1 — %2 pumps (N+1)</source>
        <translation>CDU %1 — %2 Pumpen (N+1)</translation>
    </message>
    <message>
        <source>Supply %1 °C, return %2 °C</source>
        <translation>Vorlauf %1 °C, Rücklauf %2 °C</translation>
    </message>
    <message>
        <source>Flow %1 L/min, Δp %2 kPa</source>
        <translation>Durchfluss %1 L/min, Δp %2 kPa</translation>
    </message>
    <message>
        <source>Facility water %1 → %2 °C</source>
        <translation>Anlagenwasser %1 → %2 °C</translation>
    </message>
    <message>
        <source>Heat %1 kW, pumps %2 running, %3 kW</source>
        <translation>Wärme %1 kW, %2 Pumpen in Betrieb, %3 kW</translation>
    </message>
    <message>
        <source>CDU %1 pump %2</source>
        <translation>CDU %1 Pumpe %2</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>AUSGEFALLEN</translation>
    </message>
    <message>
        <source>Running at %1 % speed, %2 L/min</source>
        <translation>Läuft mit %1 % Drehzahl, %2 L/min</translation>
    </message>
    <message>
        <source>Standby</source>
        <translation>Bereitschaft</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>Dry cooler %1 — %2 fans</source>
        <translation>Rückkühler %1 — %2 Lüfter</translation>
    </message>
    <message>
        <source>Fans at %1 %, %2 kW; heat rejected %3 kW</source>
        <translation>Lüfter bei %1 %, %2 kW; abgeführte Wärme %3 kW</translation>
    </message>
    <message>
        <source>%1 fans failed</source>
        <translation>%1 Lüfter ausgefallen</translation>
    </message>
    <message>
        <source>Gas genset %1</source>
        <translation>Gas-Generator %1</translation>
    </message>
    <message>
        <source>%1 of %2 kW</source>
        <translation>%1 von %2 kW</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Am Netz</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>LFP battery, %1 kWh</source>
        <translation>LFP-Batterie, %1 kWh</translation>
    </message>
    <message>
        <source>State of charge %1 %, %2 kW (%3)</source>
        <translation>Ladezustand %1 %, %2 kW (%3)</translation>
    </message>
    <message>
        <source>discharging</source>
        <translation>entlädt</translation>
    </message>
    <message>
        <source>charging</source>
        <translation>lädt</translation>
    </message>
    <message>
        <source>DC bus %1 V</source>
        <translation>DC-Bus %1 V</translation>
    </message>
    <message>
        <source>CONVERTER FAULT</source>
        <translation>UMRICHTERFEHLER</translation>
    </message>
    <message>
        <source>Grid tie</source>
        <translation>Netzanschluss</translation>
    </message>
    <message>
        <source>Import %1 of %2 kW, voltage %3 pu</source>
        <translation>Bezug %1 von %2 kW, Spannung %3 pu</translation>
    </message>
    <message>
        <source>OUTAGE</source>
        <translation>AUSFALL</translation>
    </message>
    <message>
        <source>Network row — InfiniBand leaf and spine switches</source>
        <translation>Netzwerkreihe — InfiniBand-Leaf- und -Spine-Switches</translation>
    </message>
    <message>
        <source>Max link load %1 %</source>
        <translation>Max. Link-Last %1 %</translation>
    </message>
    <message>
        <source>Links down %1, switches down %2</source>
        <translation>Links ausgefallen %1, Switches ausgefallen %2</translation>
    </message>
</context>
</TS>
