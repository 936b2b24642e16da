<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>main</name>
    <message>
        <source>Cannot open workspace</source>
        <translation type="unfinished">Arbeitsbereich kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The workspace %1 cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Another…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use Default Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or Create Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NearDup workspaces (*.ndw);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find, compare and review near-duplicate and plagiarised documents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the workspace FILE (created when missing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::ui::BitStrip</name>
    <message>
        <source>Fingerprint bits that differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bit differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits that differ: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::ui::ClusterView</name>
    <message>
        <source>Clusters</source>
        <translation type="unfinished">Cluster</translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weakest link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Split at Weakest Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;All Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cluster(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> of %1 documents at threshold %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a run to see its clusters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::ui::CollectionBrowser</name>
    <message>
        <source>Collections</source>
        <translation>Sammlungen</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Filter documents…</source>
        <translation>Dokumente filtern…</translation>
    </message>
    <message>
        <source>Filter documents</source>
        <translation>Dokumente filtern</translation>
    </message>
    <message>
        <source>&amp;Collections</source>
        <translation>&amp;Sammlungen</translation>
    </message>
    <message>
        <source>&amp;Documents</source>
        <translation>&amp;Dokumente</translation>
    </message>
    <message>
        <source>R&amp;uns</source>
        <translation>&amp;Läufe</translation>
    </message>
</context>
<context>
    <name>nd::ui::CollectionModel</name>
    <message>
        <source>Clusters</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Labelled pairs</source>
        <translation>Markierte Paare</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>%1
Source: %2
Created: %3</source>
        <translation>%1
Quelle: %2
Angelegt: %3</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Ground truth</source>
        <translation>Referenzdaten</translation>
    </message>
</context>
<context>
    <name>nd::ui::DecisionBar</name>
    <message>
        <source>Plagiarism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Near-duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Undecided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note (stored with the decision; Enter saves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Auto-advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a decision, open the next undecided pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide first: a note is stored with a decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name, stored with every decision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a pair to record a decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — by %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::ui::DocumentDialog</name>
    <message>
        <source>Document — %1</source>
        <translation>Dokument – %1</translation>
    </message>
    <message>
        <source>Path:</source>
        <translation>Pfad:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>%1 (%2 invalid sequences replaced)</source>
        <translation>%1 (%2 ungültige Sequenzen ersetzt)</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>Kodierung:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>%1, %2 words, %3</source>
        <translation>%1, %2 Wörter, %3</translation>
    </message>
    <message>
        <source>Cluster:</source>
        <translation>Cluster:</translation>
    </message>
    <message>
        <source>Document text</source>
        <translation>Dokumenttext</translation>
    </message>
</context>
<context>
    <name>nd::ui::DocumentModel</name>
    <message>
        <source>%1
%2 words, %3, %4</source>
        <translation>%1
%2 Wörter, %3, %4</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>Kodierung</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
</context>
<context>
    <name>nd::ui::ExplainPanel</name>
    <message>
        <source>Shingling (w = %1): |A ∩ B| = %2, |A| = %3, |B| = %4; resemblance %5, A in B %6, B in A %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First shared shingles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MinHash (%1 permutations, w = %2): estimate %3 (%4 of %5 slots agree), exact Jaccard %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LSH: %1 bands of %2 rows; no band collided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LSH: %1 bands of %2 rows; colliding band(s): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this pair matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a pair of a run to see why it matched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simhash (%1 bits, TF weights): Hamming distance %2; the filled cells are the bits that differ.
A %3
B %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact: both canonical texts have the MD5 digest %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact: the digests differ (A %1, B %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No explanation is available for the method “%1” yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::ui::FindBar</name>
    <message>
        <source>Find in both documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous hit (Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hit (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::ui::ImportDialog</name>
    <message>
        <source>Archives (*.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar.zst *.7z);;All files (*)</source>
        <translation>Archive (*.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar.zst *.7z);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import Documents</source>
        <translation>Dokumente importieren</translation>
    </message>
    <message>
        <source>Text and HTML files, folders (read recursively) and archives become one new collection. Files that cannot be read are listed in the import report.</source>
        <translation>Text- und HTML-Dateien, Ordner (rekursiv gelesen) und Archive werden zu einer neuen Sammlung. Dateien, die nicht gelesen werden können, stehen im Importbericht.</translation>
    </message>
    <message>
        <source>Paths to import</source>
        <translation>Zu importierende Pfade</translation>
    </message>
    <message>
        <source>Add &amp;Files…</source>
        <translation>&amp;Dateien hinzufügen…</translation>
    </message>
    <message>
        <source>Add F&amp;older…</source>
        <translation>&amp;Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Add &amp;Archive…</source>
        <translation>&amp;Archiv hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Name of the first path</source>
        <translation>Name des ersten Pfads</translation>
    </message>
    <message>
        <source>Sub-folders are &amp;clusters (ground truth)</source>
        <translation>Unterordner sind &amp;Cluster (Referenzdaten)</translation>
    </message>
    <message>
        <source>Documents in the same first-level folder are near-duplicates of each other; the folders become the collection&apos;s ground truth.</source>
        <translation>Dokumente im selben Ordner der ersten Ebene sind Beinahe-Duplikate voneinander; die Ordner werden zu den Referenzdaten der Sammlung.</translation>
    </message>
    <message>
        <source>Collection &amp;name:</source>
        <translation>&amp;Name der Sammlung:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Add Files</source>
        <translation>Dateien hinzufügen</translation>
    </message>
    <message>
        <source>Documents (*.txt *.text *.md *.html *.htm *.xhtml);;All files (*)</source>
        <translation>Dokumente (*.txt *.text *.md *.html *.htm *.xhtml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add Folder</source>
        <translation>Ordner hinzufügen</translation>
    </message>
    <message>
        <source>Add Archive</source>
        <translation>Archiv hinzufügen</translation>
    </message>
</context>
<context>
    <name>nd::ui::ImportReportView</name>
    <message>
        <source>Files not imported</source>
        <translation>Nicht importierte Dateien</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>No import yet in this session.</source>
        <translation>In dieser Sitzung wurde noch nichts importiert.</translation>
    </message>
    <message>
        <source>The import of “%1” was cancelled; nothing was kept.</source>
        <translation>Der Import von „%1“ wurde abgebrochen; nichts wurde übernommen.</translation>
    </message>
    <message>
        <source>“%1”: %2 of %3 files imported in %4 s; %5 not imported.</source>
        <translation>„%1“: %2 von %3 Dateien in %4 s importiert; %5 nicht importiert.</translation>
    </message>
</context>
<context>
    <name>nd::ui::JobRunner</name>
    <message>
        <source>An unexpected error stopped the job.</source>
        <translation>Ein unerwarteter Fehler hat den Auftrag beendet.</translation>
    </message>
</context>
<context>
    <name>nd::ui::JobsPanel</name>
    <message>
        <source>No jobs are running.</source>
        <translation>Keine Aufträge laufen.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Fortschritt von %1</translation>
    </message>
    <message>
        <source>Cancel %1</source>
        <translation>%1 abbrechen</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
</context>
<context>
    <name>nd::ui::MainWindow</name>
    <message>
        <source>&amp;Workspace</source>
        <translation>&amp;Arbeitsbereich</translation>
    </message>
    <message>
        <source>&amp;Collection</source>
        <translation>&amp;Sammlung</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 started.</source>
        <translation>%1 gestartet.</translation>
    </message>
    <message>
        <source>Showing run %1.</source>
        <translation>Lauf %1 wird angezeigt.</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Aufträge</translation>
    </message>
    <message>
        <source>Import Report</source>
        <translation>Importbericht</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Import &amp;Files…</source>
        <translation>&amp;Dateien importieren…</translation>
    </message>
    <message>
        <source>Import F&amp;older…</source>
        <translation>&amp;Ordner importieren…</translation>
    </message>
    <message>
        <source>Import &amp;Archive…</source>
        <translation>&amp;Archiv importieren…</translation>
    </message>
    <message>
        <source>Import &amp;Ground Truth CSV…</source>
        <translation>&amp;Referenzdaten (CSV) importieren…</translation>
    </message>
    <message>
        <source>&amp;Delete Collection</source>
        <translation>Sammlung &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Run Detector</source>
        <translation>Erkennung &amp;ausführen</translation>
    </message>
    <message>
        <source>&amp;Cancel Jobs</source>
        <translation>Aufträge a&amp;bbrechen</translation>
    </message>
    <message>
        <source>Export &amp;Chart…</source>
        <translation>&amp;Diagramm exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;Numbers (CSV)…</source>
        <translation>&amp;Zahlen exportieren (CSV)…</translation>
    </message>
    <message>
        <source>&amp;About NearDup Workbench</source>
        <translation>&amp;Über NearDup Workbench</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Re&amp;sults</source>
        <translation>&amp;Ergebnisse</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Cannot open workspace</source>
        <translation>Arbeitsbereich kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>No recent workspaces</source>
        <translation>Keine zuletzt geöffneten Arbeitsbereiche</translation>
    </message>
    <message>
        <source>NearDup Workbench</source>
        <translation>NearDup Workbench</translation>
    </message>
    <message>
        <source>%1 — NearDup Workbench</source>
        <translation>%1 – NearDup Workbench</translation>
    </message>
    <message>
        <source>About NearDup Workbench</source>
        <translation>Über NearDup Workbench</translation>
    </message>
    <message>
        <source>&lt;h3&gt;NearDup Workbench %1&lt;/h3&gt;&lt;p&gt;Finds near-duplicate and plagiarised documents with the methods of the research literature (shingling, MinHash, simhash, spot signatures, compression distance) and measures them against ground truth.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;NearDup Workbench %1&lt;/h3&gt;&lt;p&gt;Findet Beinahe-Duplikate und plagiierte Dokumente mit den Methoden der Forschungsliteratur (Shingling, MinHash, Simhash, Spot-Signaturen, Kompressionsdistanz) und misst sie an Referenzdaten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This version cannot export charts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This version cannot export the numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NearDup workspaces (*.ndw);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs are running</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) are still running. Cancel them and continue?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>New Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already existed and was opened, not replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the collections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot show the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents (*.txt *.text *.md *.html *.htm *.xhtml);;All files (*)</source>
        <translation type="unfinished">Dokumente (*.txt *.text *.md *.html *.htm *.xhtml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archives (*.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar.zst *.7z);;All files (*)</source>
        <translation type="unfinished">Archive (*.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar.zst *.7z);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import of “%1” cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n document(s) into “%1”.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Import of “%1” cancelled; nothing was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import of “%1” failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 finished: %2 pairs scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepare sample collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the sample run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Ground Truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace ground truth?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” already has ground truth (%2). Replace it with the contents of the file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows of %2 ground truth applied from %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows name documents the collection does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ground truth imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete collection?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete “%1” with its %2 documents, ground truth and runs? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Query by Document…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query by Document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a collection to search first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lusters…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::ui::MatchNavigator</name>
    <message>
        <source>First match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First match (Ctrl+Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last match (Ctrl+End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::ui::OverviewStrip</name>
    <message>
        <source>Overview of the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the shared passages lie in the whole document; click to go there</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::ui::PairTableModel</name>
    <message>
        <source>duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlabelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ground truth&apos;s label for the pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plagiarism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>near-duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your review decision for the pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::ui::PairView</name>
    <message>
        <source>Document %1 is no longer in the workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scroll &amp;together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest shared run of words shown as a passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words</source>
        <translation type="unfinished">Wörter</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min. &amp;words:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a pair from the list to compare it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No workspace is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No shared passage of %n or more words.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared passage(s), </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) in common.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Shared passage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wra&amp;p lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These documents are very long; laying them out may take a while.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lay out anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing the two documents… (Esc stops)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Near match: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A is %1 % in B; B is %2 % in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared passage %1: differs in the other document</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::charts::PrfChart</name>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision / recall / F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best F1 %1 at τ = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold τ: %1 (flagged when ≥ τ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold τ: %1 (flagged when ≤ τ)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::ui::QueryDialog</name>
    <message>
        <source>Query by Document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the text to look for; paragraphs are separated by blank lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (use the text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paragraph by paragraph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query &amp;text:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or stored &amp;document id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max Hamming &amp;distance k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query paragraph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document</source>
        <translation type="unfinished">Dokument</translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished">Pfad</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a text or give a stored document id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query by document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole text</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) within %1 bits.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nd::ui::ResultsPanel</name>
    <message>
        <source>Run %1 is not in this workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by document name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>–</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No run selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No workspace is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluating run %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 could not be shown: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Run %1 — %2 %3 — %Ln scored pair(s), %4 positive</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>P %1  R %2  F1 %3 (macro F1 %4) at τ = %5, </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) flagged</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>There is no chart to export: show a run first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no curve to export: show a run first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plagiarism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Near-duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every listed pair is decided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The decision could not be stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The decisions could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::ui::RunModel</name>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Run %1: %2
Parameters: %3</source>
        <translation>Lauf %1: %2
Parameter: %3</translation>
    </message>
    <message>
        <source>
Took %1 s</source>
        <translation>
Dauer: %1 s</translation>
    </message>
    <message>
        <source>
Error: %1</source>
        <translation>
Fehler: %1</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
</context>
<context>
    <name>nd::ui::RunPanel</name>
    <message>
        <source>Paper: %1</source>
        <translation>Veröffentlichung: %1</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Detection method</source>
        <translation>Erkennungsmethode</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Preprocessing</source>
        <translation>Vorverarbeitung</translation>
    </message>
    <message>
        <source>Normalise (NFKC, case folding)</source>
        <translation>Normalisieren (NFKC, Groß-/Kleinschreibung angleichen)</translation>
    </message>
    <message>
        <source>Remove stopwords</source>
        <translation>Stoppwörter entfernen</translation>
    </message>
    <message>
        <source>Stemming (Snowball)</source>
        <translation>Stammformreduktion (Snowball)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <source>Run the method over the selected collection (Ctrl+R)</source>
        <translation>Die Methode auf die gewählte Sammlung anwenden (Strg+R)</translation>
    </message>
    <message>
        <source>Operating point</source>
        <translation>Arbeitspunkt</translation>
    </message>
    <message>
        <source>No run shown.</source>
        <translation>Kein Lauf angezeigt.</translation>
    </message>
    <message>
        <source>No detection method is available.</source>
        <translation>Keine Erkennungsmethode verfügbar.</translation>
    </message>
    <message>
        <source>This method compares every pair: %1 pairs for %2 documents.</source>
        <translation>Diese Methode vergleicht jedes Paar: %1 Paare für %2 Dokumente.</translation>
    </message>
    <message>
        <source>Threshold %1
Precision %2 · Recall %3 · F1 %4
%5 pairs flagged</source>
        <translation>Schwelle %1
Präzision %2 · Trefferquote %3 · F1 %4
%5 Paare markiert</translation>
    </message>
    <message>
        <source>This method has no parameters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::ui::ThresholdBar</name>
    <message>
        <source>Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thres&amp;hold τ:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::charts::chartexport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image size %1 x %2 is not between 1 and 20000 pixels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scale %1 is out of range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart could not be rendered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart could not be encoded as PNG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart could not be rendered as PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart could not be rendered as SVG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown chart format &quot;%1&quot;: use .png, .pdf or .svg.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nd::ui::reportexport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision report — run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a run first: the report lists its pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML page (*.html);;PDF document (*.pdf);;CSV table (*.csv);;JSON data (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report of run %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
