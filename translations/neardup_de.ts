<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>NcdDetectorBase</name>
    <message>
        <source>Every pair is compressed together: no pruning.</source>
        <translation>Jedes Paar wird gemeinsam komprimiert: keine Vorauswahl.</translation>
    </message>
    <message>
        <source>Only pairs whose compressed sizes allow an NCD &lt;= %1 are compared; thresholds above %1 are not evaluated.</source>
        <translation>Nur Paare, deren komprimierte Größen eine NCD &lt;= %1 zulassen, werden verglichen; Schwellen über %1 werden nicht ausgewertet.</translation>
    </message>
    <message>
        <source>Extracting signatures</source>
        <translation>Signaturen extrahieren</translation>
    </message>
</context>
<context>
    <name>SimhashFamilyDetector</name>
    <message>
        <source>Fingerprint bits</source>
        <translation>Fingerabdruck-Bits</translation>
    </message>
    <message>
        <source>Fingerprint width f.</source>
        <translation>Breite f des Fingerabdrucks.</translation>
    </message>
    <message>
        <source>Max Hamming distance</source>
        <translation>Max. Hamming-Distanz</translation>
    </message>
    <message>
        <source>Pairs differing in at most this many bits are found and stored (up to f/2 through Manku&apos;s tables; beyond, every pair is compared).</source>
        <translation>Paare, die sich in höchstens so vielen Bits unterscheiden, werden gefunden und gespeichert (bis f/2 über Mankus Tabellen; darüber wird jedes Paar verglichen).</translation>
    </message>
    <message>
        <source>Table blocks</source>
        <translation>Tabellenblöcke</translation>
    </message>
    <message>
        <source>Manku&apos;s n: f cut into n blocks, one table per n-k of them as prefix (0: chosen so the prefix has about log2(documents) bits).</source>
        <translation>Mankus n: f in n Blöcke geteilt, eine Tabelle je n-k davon als Präfix (0: so gewählt, dass das Präfix etwa log2(Dokumente) Bits hat).</translation>
    </message>
    <message>
        <source>Shingle size</source>
        <translation>Shingle-Größe</translation>
    </message>
    <message>
        <source>Features are word k-shingles (k = 1: words).</source>
        <translation>Merkmale sind Wort-k-Shingles (k = 1: Wörter).</translation>
    </message>
    <message>
        <source>Feature weight</source>
        <translation>Merkmalsgewicht</translation>
    </message>
    <message>
        <source>Each occurrence of a feature votes with weight 1 (tf), or with its IDF, a shingle&apos;s being the sum of its words&apos; (tfidf; needs a pass over the collection first).</source>
        <translation>Jedes Vorkommen eines Merkmals stimmt mit Gewicht 1 (tf) oder mit seiner IDF ab, bei einem Shingle die Summe der IDF seiner Wörter (tfidf; braucht zuerst einen Durchlauf über die Sammlung).</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Score the pairs within the Hamming bound by their Hamming distance, or by the exact Jaccard distance (1 - J) of their word shingle sets.</source>
        <translation>Paare innerhalb der Hamming-Grenze nach ihrer Hamming-Distanz bewerten oder nach der exakten Jaccard-Distanz (1 - J) ihrer Wort-Shingle-Mengen.</translation>
    </message>
    <message>
        <source>Lexicons</source>
        <translation>Lexika</translation>
    </message>
    <message>
        <source>L fingerprints: the whole vocabulary plus L-1 random lexicons; a pair&apos;s distance is the smallest over them.</source>
        <translation>L Fingerabdrücke: das ganze Vokabular und L-1 Zufallslexika; die Distanz eines Paares ist die kleinste über sie.</translation>
    </message>
    <message>
        <source>Lexicon fraction</source>
        <translation>Lexikonanteil</translation>
    </message>
    <message>
        <source>Share of the vocabulary each random lexicon keeps.</source>
        <translation>Anteil des Vokabulars, den jedes Zufallslexikon behält.</translation>
    </message>
    <message>
        <source>Lexicon seed</source>
        <translation>Lexikon-Startwert</translation>
    </message>
    <message>
        <source>Seed of the random lexicons (same seed, same lexicons).</source>
        <translation>Startwert der Zufallslexika (gleicher Startwert, gleiche Lexika).</translation>
    </message>
    <message>
        <source>Query documents</source>
        <translation>Abfragedokumente</translation>
    </message>
    <message>
        <source>Document ids separated by commas: only the pairs with one of them are found and stored, each query searched against the whole collection (empty: every pair).</source>
        <translation>Dokument-IDs, durch Kommas getrennt: nur Paare mit einem von ihnen werden gefunden und gespeichert, jede Abfrage gegen die ganze Sammlung gesucht (leer: jedes Paar).</translation>
    </message>
    <message>
        <source>Parameter &quot;queries&quot; of %1 must be document ids separated by commas, not &quot;%2&quot;.</source>
        <translation>Parameter „queries“ von %1 muss aus durch Kommas getrennten Dokument-IDs bestehen, nicht „%2“.</translation>
    </message>
    <message>
        <source>Parameter &quot;max_distance&quot; of %1 must be below %2 for %2-bit fingerprints, not %3.</source>
        <translation>Parameter „max_distance“ von %1 muss bei %2-Bit-Fingerabdrücken unter %2 liegen, nicht %3.</translation>
    </message>
    <message>
        <source>Parameter &quot;blocks&quot; of %1 must be 0 or between %2 and %3, not %4.</source>
        <translation>Parameter „blocks“ von %1 muss 0 sein oder zwischen %2 und %3 liegen, nicht %4.</translation>
    </message>
    <message>
        <source>Parameter &quot;blocks&quot; of %1: %2 blocks with max_distance %3 need more than %4 tables.</source>
        <translation>Parameter „blocks“ von %1: %2 Blöcke mit max_distance %3 brauchen mehr als %4 Tabellen.</translation>
    </message>
    <message>
        <source>Every pair of fingerprints is compared (a Hamming bound of %1 bits is beyond the f/2 = %2 that Manku&apos;s permuted tables serve): quadratic in the documents.</source>
        <translation>Jedes Paar von Fingerabdrücken wird verglichen (eine Hamming-Grenze von %1 Bits liegt über den f/2 = %2, die Mankus permutierte Tabellen abdecken): quadratisch in der Zahl der Dokumente.</translation>
    </message>
    <message>
        <source>Manku tables: %1 bits in %2 blocks; %3 tables (one per choice of %4 blocks as prefix), prefixes of at least %5 bits; every pair within %6 bits is found.</source>
        <translation>Manku-Tabellen: %1 Bits in %2 Blöcken; %3 Tabellen (eine je Wahl von %4 Blöcken als Präfix), Präfixe von mindestens %5 Bits; jedes Paar innerhalb von %6 Bits wird gefunden.</translation>
    </message>
    <message>
        <source>For %L1 documents they are expected to cost %2 comparisons against %3 for all pairs, so the run %4.</source>
        <translation>Bei %L1 Dokumenten kosten sie voraussichtlich %2 Vergleiche gegenüber %3 für alle Paare; der Lauf %4.</translation>
    </message>
    <message>
        <source>compares all pairs (one popcount each)</source>
        <translation>vergleicht alle Paare (je ein Popcount)</translation>
    </message>
    <message>
        <source>uses the tables</source>
        <translation>nutzt die Tabellen</translation>
    </message>
    <message>
        <source>A run weighs the two for its own collection size.</source>
        <translation>Ein Lauf wägt beides für die Größe seiner Sammlung ab.</translation>
    </message>
    <message>
        <source>%1 fingerprints per document, one search each.</source>
        <translation>%1 Fingerabdrücke je Dokument, je eine Suche.</translation>
    </message>
    <message>
        <source>Pairs within the bound are scored by the exact Jaccard distance of their word %1-shingle sets.</source>
        <translation>Paare innerhalb der Grenze werden nach der exakten Jaccard-Distanz ihrer Wort-%1-Shingle-Mengen bewertet.</translation>
    </message>
</context>
<context>
    <name>VsmDetector</name>
    <message>
        <source>Measure</source>
        <translation>Maß</translation>
    </message>
    <message>
        <source>Jaccard is on the sets of terms, Bray-Curtis and Hamming as SciPy, Minkowski with p = 3. Pairs sharing no kept keyword are not compared, whatever the measure.</source>
        <translation>Jaccard bezieht sich auf die Termmengen, Bray-Curtis und Hamming wie in SciPy, Minkowski mit p = 3. Paare ohne gemeinsames behaltenes Schlüsselwort werden bei keinem Maß verglichen.</translation>
    </message>
    <message>
        <source>Keyword threshold</source>
        <translation>Schlüsselwort-Schwelle</translation>
    </message>
    <message>
        <source>Keep the terms whose association row has at least this cosine to the semantic centroid; 0 keeps all.</source>
        <translation>Die Terme behalten, deren Assoziationszeile mindestens diesen Kosinus zum semantischen Zentroid hat; 0 behält alle.</translation>
    </message>
    <message>
        <source>Keyword selection</source>
        <translation>Schlüsselwortauswahl</translation>
    </message>
    <message>
        <source>Inverted index</source>
        <translation>Invertierter Index</translation>
    </message>
    <message>
        <source>Measures</source>
        <translation>Maße</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cannot open workspace</source>
        <translation>Arbeitsbereich kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The workspace %1 cannot be opened.</source>
        <translation>Der Arbeitsbereich %1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Open Another…</source>
        <translation>Anderen öffnen…</translation>
    </message>
    <message>
        <source>Use Default Workspace</source>
        <translation>Standard-Arbeitsbereich verwenden</translation>
    </message>
    <message>
        <source>Open or Create Workspace</source>
        <translation>Arbeitsbereich öffnen oder anlegen</translation>
    </message>
    <message>
        <source>NearDup workspaces (*.ndw);;All files (*)</source>
        <translation>NearDup-Arbeitsbereiche (*.ndw);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Find, compare and review near-duplicate and plagiarised documents.</source>
        <translation>Beinahe-Duplikate und Plagiate finden, vergleichen und prüfen.</translation>
    </message>
    <message>
        <source>Open the workspace FILE (created when missing).</source>
        <translation>Den Arbeitsbereich FILE öffnen (wird angelegt, falls er fehlt).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
</context>
<context>
    <name>nd::charts::FigureChart</name>
    <message>
        <source>Best point</source>
        <translation>Bester Punkt</translation>
    </message>
</context>
<context>
    <name>nd::charts::PrfChart</name>
    <message>
        <source>Precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Best F1</source>
        <translation>Bestes F1</translation>
    </message>
    <message>
        <source>Precision / recall / F1</source>
        <translation>Präzision / Trefferquote / F1</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Best F1 %1 at τ = %2</source>
        <translation>Bestes F1 %1 bei τ = %2</translation>
    </message>
    <message>
        <source>Threshold τ: %1 (flagged when ≥ τ)</source>
        <translation>Schwelle τ: %1 (markiert bei ≥ τ)</translation>
    </message>
    <message>
        <source>Threshold τ: %1 (flagged when ≤ τ)</source>
        <translation>Schwelle τ: %1 (markiert bei ≤ τ)</translation>
    </message>
</context>
<context>
    <name>nd::charts::chartexport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The image size %1 x %2 is not between 1 and 20000 pixels.</source>
        <translation>Die Bildgröße %1 x %2 liegt nicht zwischen 1 und 20000 Pixeln.</translation>
    </message>
    <message>
        <source>The scale %1 is out of range.</source>
        <translation>Der Maßstab %1 liegt außerhalb des zulässigen Bereichs.</translation>
    </message>
    <message>
        <source>The chart could not be rendered.</source>
        <translation>Das Diagramm konnte nicht gezeichnet werden.</translation>
    </message>
    <message>
        <source>The chart could not be encoded as PNG.</source>
        <translation>Das Diagramm konnte nicht als PNG kodiert werden.</translation>
    </message>
    <message>
        <source>The chart could not be rendered as PDF.</source>
        <translation>Das Diagramm konnte nicht als PDF ausgegeben werden.</translation>
    </message>
    <message>
        <source>The chart could not be rendered as SVG.</source>
        <translation>Das Diagramm konnte nicht als SVG ausgegeben werden.</translation>
    </message>
    <message>
        <source>Unknown chart format &quot;%1&quot;: use .png, .pdf or .svg.</source>
        <translation>Unbekanntes Diagrammformat „%1“: .png, .pdf oder .svg verwenden.</translation>
    </message>
</context>
<context>
    <name>nd::charts::reportexport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Decision report — run %1</source>
        <translation>Prüfbericht – Lauf %1</translation>
    </message>
</context>
<context>
    <name>nd::detect</name>
    <message>
        <source>Simhash fingerprints</source>
        <translation>Simhash-Fingerabdrücke</translation>
    </message>
    <message>
        <source>Searching the collection for each query</source>
        <translation>Sammlung für jede Abfrage durchsuchen</translation>
    </message>
    <message>
        <source>Comparing every pair of fingerprints</source>
        <translation>Jedes Paar von Fingerabdrücken vergleichen</translation>
    </message>
    <message>
        <source>Searching permuted tables</source>
        <translation>Permutierte Tabellen durchsuchen</translation>
    </message>
    <message>
        <source>Exact Jaccard of pairs within the bound</source>
        <translation>Exakte Jaccard-Werte der Paare innerhalb der Grenze</translation>
    </message>
</context>
<context>
    <name>nd::detect::Detector</name>
    <message>
        <source>Exact duplicates</source>
        <translation>Exakte Duplikate</translation>
    </message>
    <message>
        <source>Documents whose canonical text (whitespace runs collapsed) has the same MD5 digest are exact duplicates of each other (paper 004, Ye et al.).</source>
        <translation>Dokumente, deren kanonischer Text (Leerraumfolgen zusammengefasst) denselben MD5-Hashwert hat, sind exakte Duplikate voneinander (Veröffentlichung 004, Ye et al.).</translation>
    </message>
    <message>
        <source>Broder shingling</source>
        <translation>Broder-Shingling</translation>
    </message>
    <message>
        <source>Sets of word w-shingles compared by resemblance (Jaccard) or containment; candidate pairs share at least one (sampled) shingle, found by Broder&apos;s sort-based algorithm (Broder 1997, paper 004).</source>
        <translation>Mengen von Wort-w-Shingles, verglichen nach Ähnlichkeit (Jaccard) oder Enthaltensein; Kandidatenpaare teilen mindestens ein (ausgewähltes) Shingle und werden mit Broders sortierbasiertem Algorithmus gefunden (Broder 1997, Veröffentlichung 004).</translation>
    </message>
    <message>
        <source>Super-shingles</source>
        <translation>Super-Shingles</translation>
    </message>
    <message>
        <source>84 min-hashed shingles grouped into 6 super-shingles of 14; documents sharing at least two super-shingles are near-duplicates, scored by the number shared (Fetterly et al. 2003, via paper 004).</source>
        <translation>84 per Min-Hash gewählte Shingles, gruppiert zu 6 Super-Shingles aus je 14; Dokumente mit mindestens zwei gemeinsamen Super-Shingles sind Beinahe-Duplikate, bewertet nach deren Anzahl (Fetterly et al. 2003, über Veröffentlichung 004).</translation>
    </message>
    <message>
        <source>MinHash with LSH</source>
        <translation>MinHash mit LSH</translation>
    </message>
    <message>
        <source>MinHash signatures of word shingle sets estimate the Jaccard resemblance; LSH banding finds candidate pairs without comparing all pairs (Broder 1997; paper 000, Fan &amp; Huang).</source>
        <translation>MinHash-Signaturen der Wort-Shingle-Mengen schätzen die Jaccard-Ähnlichkeit; LSH-Bänder finden Kandidatenpaare, ohne alle Paare zu vergleichen (Broder 1997; Veröffentlichung 000, Fan &amp; Huang).</translation>
    </message>
    <message>
        <source>I-Match</source>
        <translation>I-Match</translation>
    </message>
    <message>
        <source>I-Match: keep the terms whose normalised IDF (from this collection) lies in a band, hash each document&apos;s sorted set of kept terms with SHA-1; equal hashes are duplicates (Chowdhury et al. 2002, paper 000).</source>
        <translation>I-Match: behält die Terme, deren normierte IDF (aus dieser Sammlung) in einem Band liegt, und bildet den SHA-1-Hashwert der sortierten Menge der behaltenen Terme jedes Dokuments; gleiche Hashwerte sind Duplikate (Chowdhury et al. 2002, Veröffentlichung 000).</translation>
    </message>
    <message>
        <source>I-Match, multiple random lexicons</source>
        <translation>I-Match, mehrere Zufallslexika</translation>
    </message>
    <message>
        <source>I-Match with K extra random lexicons (random subsets of the I-Match lexicon), one extra signature each; the score is the number of matching signatures (Kolcz et al. 2004, paper 000).</source>
        <translation>I-Match mit K zusätzlichen Zufallslexika (zufälligen Teilmengen des I-Match-Lexikons), je eine zusätzliche Signatur; der Wert ist die Anzahl übereinstimmender Signaturen (Kolcz et al. 2004, Veröffentlichung 000).</translation>
    </message>
    <message>
        <source>Simhash</source>
        <translation>Simhash</translation>
    </message>
    <message>
        <source>Charikar&apos;s simhash: a fingerprint voted bit by bit by the weighted tokens; near-duplicates differ in few bits (papers 000 and 002; Manku et al. 2007).</source>
        <translation>Charikars Simhash: ein Fingerabdruck, dessen Bits die gewichteten Wörter einzeln abstimmen; Beinahe-Duplikate unterscheiden sich in wenigen Bits (Veröffentlichungen 000 und 002; Manku et al. 2007).</translation>
    </message>
    <message>
        <source>Simhash of shingles</source>
        <translation>Simhash über Shingles</translation>
    </message>
    <message>
        <source>Shingling-based simhash: word k-shingles as features, each weighted by the sum of its words&apos; IDF (paper 000, Fan &amp; Huang) or by its occurrences.</source>
        <translation>Simhash über Shingles: Wort-k-Shingles als Merkmale, jedes gewichtet mit der Summe der IDF seiner Wörter (Veröffentlichung 000, Fan &amp; Huang) oder mit seiner Häufigkeit.</translation>
    </message>
    <message>
        <source>Simhash with random lexicons</source>
        <translation>Simhash mit Zufallslexika</translation>
    </message>
    <message>
        <source>Multiple-random-lexicon simhash: one fingerprint per random lexicon; a pair&apos;s distance is the smallest over the lexicons (paper 000; Kolcz et al.).</source>
        <translation>Simhash mit mehreren Zufallslexika: ein Fingerabdruck je Zufallslexikon; die Distanz eines Paares ist die kleinste über alle Lexika (Veröffentlichung 000; Kolcz et al.).</translation>
    </message>
    <message>
        <source>Simhash fusion (shingles + lexicons)</source>
        <translation>Simhash-Fusion (Shingles + Lexika)</translation>
    </message>
    <message>
        <source>Shingling-based multi-fingerprint simhash: k-shingle features and L random lexicons together, the best configuration of paper 000 (k = 2, L = 5).</source>
        <translation>Simhash mit mehreren Fingerabdrücken über Shingles: k-Shingle-Merkmale und L Zufallslexika zusammen, die beste Einstellung von Veröffentlichung 000 (k = 2, L = 5).</translation>
    </message>
    <message>
        <source>Simhash, word-weighted (Yu et al.)</source>
        <translation>Simhash, wortgewichtet (Yu et al.)</translation>
    </message>
    <message>
        <source>64-bit simhash whose word weights add lambda for words of at least four characters and lambda for nouns to the word count (paper 002, Yu et al.). Nouns come from the English WordNet; in other languages Pos = 0, so only frequency and length count.</source>
        <translation>64-Bit-Simhash, dessen Wortgewichte zur Worthäufigkeit lambda für Wörter ab vier Zeichen und lambda für Substantive addieren (Veröffentlichung 002, Yu et al.). Substantive stammen aus dem englischen WordNet; in anderen Sprachen ist Pos = 0, es zählen also nur Häufigkeit und Länge.</translation>
    </message>
    <message>
        <source>SpotSigs (stopword-spot signatures)</source>
        <translation>SpotSigs (Stoppwort-Signaturen)</translation>
    </message>
    <message>
        <source>Chains of words after antecedent stopwords, IDF-filtered, compared by multiset Jaccard with length-bound and inverted-index pruning (Theobald et al. 2008).</source>
        <translation>Wortketten nach vorangehenden Stoppwörtern, nach IDF gefiltert, verglichen mit Multimengen-Jaccard mit Längenschranke und Pruning über einen invertierten Index (Theobald et al. 2008).</translation>
    </message>
    <message>
        <source>Normalised compression distance</source>
        <translation>Normalisierte Kompressionsdistanz</translation>
    </message>
    <message>
        <source>NCD(x,y) = (C(xy) - min(C(x),C(y))) / max(C(x),C(y)) of the whole texts with a real compressor (Cilibrasi &amp; Vitányi 2005; baseline of paper 003).</source>
        <translation>NCD(x,y) = (C(xy) - min(C(x),C(y))) / max(C(x),C(y)) der ganzen Texte mit einem echten Kompressor (Cilibrasi &amp; Vitányi 2005; Vergleichsverfahren von Veröffentlichung 003).</translation>
    </message>
    <message>
        <source>SigNCD (punctuation-spot signatures + NCD)</source>
        <translation>SigNCD (Satzzeichen-Signaturen + NCD)</translation>
    </message>
    <message>
        <source>NCD of lightweight signatures made of the words next to punctuation spots (default: the word before each comma), with lower-bound pruning (paper 003).</source>
        <translation>NCD leichter Signaturen aus den Wörtern neben Satzzeichen (Voreinstellung: das Wort vor jedem Komma), mit Pruning über eine untere Schranke (Veröffentlichung 003).</translation>
    </message>
    <message>
        <source>SpotSigNCD (stopword-spot signatures + NCD)</source>
        <translation>SpotSigNCD (Stoppwort-Signaturen + NCD)</translation>
    </message>
    <message>
        <source>NCD of SpotSigs&apos; stopword-spot signatures, with the pruning of SigNCD (paper 003, baseline SpotSigNCD w/ P1).</source>
        <translation>NCD der Stoppwort-Signaturen von SpotSigs, mit dem Pruning von SigNCD (Veröffentlichung 003, Vergleichsverfahren SpotSigNCD w/ P1).</translation>
    </message>
    <message>
        <source>TF-IDF vectors over the keywords kept by correlation-based selection, compared with one of paper 001&apos;s measures (Chhajed et al.); only pairs sharing a kept keyword are compared.</source>
        <translation>TF-IDF-Vektoren über die durch korrelationsbasierte Auswahl behaltenen Schlüsselwörter, verglichen mit einem der Maße von Veröffentlichung 001 (Chhajed et al.); nur Paare mit einem gemeinsamen behaltenen Schlüsselwort werden verglichen.</translation>
    </message>
    <message>
        <source>Vector space similarity</source>
        <translation>Vektorraum-Ähnlichkeit</translation>
    </message>
    <message>
        <source>Vector space distance</source>
        <translation>Vektorraum-Distanz</translation>
    </message>
    <message>
        <source>Trained classifier on 13 measures</source>
        <translation>Trainierter Klassifikator über 13 Maße</translation>
    </message>
    <message>
        <source>A classifier trained on pairs of a labelled collection (neardup-cli train) scores each pair sharing a kept keyword from paper 001&apos;s 13 similarity measures (Chhajed et al.).</source>
        <translation>Ein an Paaren einer annotierten Sammlung trainierter Klassifikator (neardup-cli train) bewertet jedes Paar mit einem gemeinsamen behaltenen Schlüsselwort anhand der 13 Ähnlichkeitsmaße von Veröffentlichung 001 (Chhajed et al.).</translation>
    </message>
    <message>
        <source>SL+ST (sentence-level features, block matching)</source>
        <translation>SL+ST (Satzmerkmale, Blockabgleich)</translation>
    </message>
    <message>
        <source>Each sentence as its term count and the terms at set positions; documents compared by the Jaccard resemblance of their blocks of consecutive sentences (Feng &amp; Wu 2015; baseline SL+ST of paper 003, whose block size and positions are this reading).</source>
        <translation>Jeder Satz als seine Termanzahl und die Terme an festgelegten Positionen; Dokumente werden über die Jaccard-Ähnlichkeit ihrer Blöcke aufeinanderfolgender Sätze verglichen (Feng &amp; Wu 2015; Vergleichsverfahren SL+ST von Veröffentlichung 003, dessen Blockgröße und Positionen hier eine Auslegung sind).</translation>
    </message>
    <message>
        <source>an integer from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>eine Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>einer von %1</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Unknown parameter &quot;%1&quot; for %2. Valid parameters: %3.</source>
        <translation>Unbekannter Parameter „%1“ für %2. Gültige Parameter: %3.</translation>
    </message>
    <message>
        <source>Parameter &quot;%1&quot; of %2 must be %3, not &quot;%4&quot;.</source>
        <translation>Parameter „%1“ von %2 muss %3 sein, nicht „%4“.</translation>
    </message>
    <message>
        <source>Shingle size</source>
        <translation>Shingle-Größe</translation>
    </message>
</context>
<context>
    <name>nd::detect::ExactDetector</name>
    <message>
        <source>Hashing canonical text</source>
        <translation>Kanonischen Text hashen</translation>
    </message>
    <message>
        <source>Grouping by digest</source>
        <translation>Nach Prüfsumme gruppieren</translation>
    </message>
</context>
<context>
    <name>nd::detect::IMatchDetector</name>
    <message>
        <source>Lowest NIDF kept</source>
        <translation>Niedrigste behaltene NIDF</translation>
    </message>
    <message>
        <source>Terms more common than this (NIDF below it) are left out of the lexicon.</source>
        <translation>Häufigere Terme (NIDF darunter) bleiben aus dem Lexikon.</translation>
    </message>
    <message>
        <source>Highest NIDF kept</source>
        <translation>Höchste behaltene NIDF</translation>
    </message>
    <message>
        <source>Terms rarer than this (NIDF above it) are left out; NIDF 1 = in one document.</source>
        <translation>Seltenere Terme (NIDF darüber) bleiben draußen; NIDF 1 = in einem Dokument.</translation>
    </message>
    <message>
        <source>Parameter &quot;nidf_low&quot; (%1) must not exceed &quot;nidf_high&quot; (%2).</source>
        <translation>Parameter „nidf_low“ (%1) darf „nidf_high“ (%2) nicht übersteigen.</translation>
    </message>
    <message>
        <source>Collection statistics</source>
        <translation>Sammlungsstatistik</translation>
    </message>
    <message>
        <source>I-Match signatures</source>
        <translation>I-Match-Signaturen</translation>
    </message>
</context>
<context>
    <name>nd::detect::IMatchLexiconsDetector</name>
    <message>
        <source>Extra lexicons</source>
        <translation>Zusätzliche Lexika</translation>
    </message>
    <message>
        <source>Number K of extra random lexicons (one extra signature each).</source>
        <translation>Anzahl K zusätzlicher Zufallslexika (je eine zusätzliche Signatur).</translation>
    </message>
    <message>
        <source>Fraction of terms kept</source>
        <translation>Anteil behaltener Terme</translation>
    </message>
    <message>
        <source>Share of the I-Match lexicon each extra lexicon keeps, chosen at random.</source>
        <translation>Anteil des I-Match-Lexikons, den jedes zusätzliche Lexikon zufällig gewählt behält.</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Zufalls-Startwert</translation>
    </message>
    <message>
        <source>Seed of the random lexicons; the same seed gives the same lexicons.</source>
        <translation>Startwert der Zufallslexika; gleicher Startwert ergibt gleiche Lexika.</translation>
    </message>
    <message>
        <source>%1 signatures per document (I-Match plus %2 random lexicons of %3% of its terms).</source>
        <translation>%1 Signaturen je Dokument (I-Match und %2 Zufallslexika mit je %3 % seiner Terme).</translation>
    </message>
    <message>
        <source>Collection statistics and lexicons</source>
        <translation>Sammlungsstatistik und Lexika</translation>
    </message>
    <message>
        <source>I-Match signatures</source>
        <translation>I-Match-Signaturen</translation>
    </message>
    <message>
        <source>Grouping signatures</source>
        <translation>Signaturen gruppieren</translation>
    </message>
</context>
<context>
    <name>nd::detect::LearnedDetector</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>A trained model stored in this workspace (neardup-cli train makes them, neardup-cli models lists them; the run panel offers them by classifier and F1).</source>
        <translation>Ein in diesem Arbeitsbereich gespeichertes trainiertes Modell (neardup-cli train erstellt sie, neardup-cli models listet sie auf; das Ausführen-Feld bietet sie nach Klassifikator und F1 an).</translation>
    </message>
    <message>
        <source>There is no trained model %1 in this workspace.</source>
        <translation>In diesem Arbeitsbereich gibt es kein trainiertes Modell %1.</translation>
    </message>
    <message>
        <source>Keyword selection</source>
        <translation>Schlüsselwortauswahl</translation>
    </message>
    <message>
        <source>Classifying pairs</source>
        <translation>Paare klassifizieren</translation>
    </message>
</context>
<context>
    <name>nd::detect::MinHashDetector</name>
    <message>
        <source>Permutations</source>
        <translation>Permutationen</translation>
    </message>
    <message>
        <source>Hash functions in a signature; more is slower and more precise.</source>
        <translation>Hashfunktionen einer Signatur; mehr ist langsamer und genauer.</translation>
    </message>
    <message>
        <source>Target threshold</source>
        <translation>Zielschwelle</translation>
    </message>
    <message>
        <source>Jaccard around which LSH bands and rows are tuned.</source>
        <translation>Jaccard-Wert, auf den LSH-Bänder und -Zeilen abgestimmt werden.</translation>
    </message>
    <message>
        <source>Words per shingle (w).</source>
        <translation>Wörter je Shingle (w).</translation>
    </message>
    <message>
        <source>Hashing</source>
        <translation>Hashing</translation>
    </message>
    <message>
        <source>One hash function per slot, or one hash per shingle spread over the slots as bins with empty bins densified (faster).</source>
        <translation>Eine Hashfunktion je Position oder ein Hash je Shingle, als Fächer auf die Positionen verteilt, leere Fächer aufgefüllt (schneller).</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Score candidates by the signature estimate or by the exact Jaccard.</source>
        <translation>Kandidaten nach der Schätzung der Signatur oder nach dem exakten Jaccard-Wert bewerten.</translation>
    </message>
    <message>
        <source>%1 bands × %2 rows (%3 of %4 permutations); pairs at Jaccard ≥ %5 become candidates with probability ≥ 0.5.</source>
        <translation>%1 Bänder × %2 Zeilen (%3 von %4 Permutationen); Paare mit Jaccard ≥ %5 werden mit Wahrscheinlichkeit ≥ 0,5 Kandidaten.</translation>
    </message>
    <message>
        <source>MinHash signatures</source>
        <translation>MinHash-Signaturen</translation>
    </message>
    <message>
        <source>LSH banding</source>
        <translation>LSH-Bänder</translation>
    </message>
    <message>
        <source>Exact Jaccard of candidates</source>
        <translation>Exakte Jaccard-Werte der Kandidaten</translation>
    </message>
</context>
<context>
    <name>nd::detect::SentenceBlocksDetector</name>
    <message>
        <source>Sentences per block</source>
        <translation>Sätze je Block</translation>
    </message>
    <message>
        <source>Consecutive sentences matched as one block (the reference does not say how many; 3 here).</source>
        <translation>Aufeinanderfolgende Sätze, die als ein Block verglichen werden (die Vorlage sagt nicht, wie viele; hier 3).</translation>
    </message>
    <message>
        <source>Term positions</source>
        <translation>Termpositionen</translation>
    </message>
    <message>
        <source>Which terms of a sentence join its term count in its feature: 1-based, negative from the end (the reference does not say which; first and last here), empty for the count alone.</source>
        <translation>Welche Terme eines Satzes zusammen mit seiner Termzahl sein Merkmal bilden: ab 1 gezählt, negativ vom Ende (die Vorlage sagt nicht, welche; hier der erste und der letzte), leer für die Zahl allein.</translation>
    </message>
    <message>
        <source>Candidate bound</source>
        <translation>Kandidatengrenze</translation>
    </message>
    <message>
        <source>Pairs whose block counts rule out a Jaccard of this much are not compared (0 = every pair sharing a block).</source>
        <translation>Paare, deren Blockzahlen einen Jaccard-Wert in dieser Höhe ausschließen, werden nicht verglichen (0 = jedes Paar mit einem gemeinsamen Block).</translation>
    </message>
    <message>
        <source>Parameter &quot;positions&quot; of slst must be a comma-separated list of term positions such as &quot;1,-1&quot; (non-zero, -100 to 100).</source>
        <translation>Parameter „positions“ von slst muss eine durch Kommas getrennte Liste von Termpositionen wie „1,-1“ sein (nicht null, -100 bis 100).</translation>
    </message>
    <message>
        <source>Extracting sentence blocks</source>
        <translation>Satzblöcke extrahieren</translation>
    </message>
    <message>
        <source>Matching sentence blocks</source>
        <translation>Satzblöcke abgleichen</translation>
    </message>
</context>
<context>
    <name>nd::detect::ShinglingDetector</name>
    <message>
        <source>Shingling</source>
        <translation>Shingles bilden</translation>
    </message>
    <message>
        <source>Sorting shingles</source>
        <translation>Shingles sortieren</translation>
    </message>
    <message>
        <source>Counting shared shingles</source>
        <translation>Gemeinsame Shingles zählen</translation>
    </message>
    <message>
        <source>Words per shingle (w); Broder and paper 004 use 10, the product keeps 4 (stopwords are removed first).</source>
        <translation>Wörter je Shingle (w); Broder und Arbeit 004 nehmen 10, das Programm behält 4 (Stoppwörter werden zuerst entfernt).</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Maß</translation>
    </message>
    <message>
        <source>Resemblance |A∩B|/|A∪B| or containment |A∩B|/min(|A|,|B|).</source>
        <translation>Ähnlichkeit |A∩B|/|A∪B| oder Enthaltensein |A∩B|/min(|A|,|B|).</translation>
    </message>
    <message>
        <source>Max documents per shingle</source>
        <translation>Max. Dokumente je Shingle</translation>
    </message>
    <message>
        <source>Shingles found in more documents are ignored as common (0 = no limit).</source>
        <translation>Shingles, die in mehr Dokumenten vorkommen, werden als zu häufig übergangen (0 = keine Grenze).</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Stichprobe</translation>
    </message>
    <message>
        <source>Per-document sample: all, hash mod n = r, Broder&apos;s 1/25 capped at 400, or Heintze&apos;s N smallest hashes.</source>
        <translation>Stichprobe je Dokument: alle, Hash mod n = r, Broders 1/25 mit höchstens 400 oder Heintzes N kleinste Hashes.</translation>
    </message>
    <message>
        <source>Sampling modulus n</source>
        <translation>Stichproben-Modul n</translation>
    </message>
    <message>
        <source>mod sampling keeps shingles whose hash mod n = r: ratio 1/n (Broder: 25; paper 004: 2 to 32).</source>
        <translation>Die mod-Stichprobe behält Shingles mit Hash mod n = r: Anteil 1/n (Broder: 25; Arbeit 004: 2 bis 32).</translation>
    </message>
    <message>
        <source>Sampling remainder r</source>
        <translation>Stichproben-Rest r</translation>
    </message>
    <message>
        <source>The remainder kept by mod sampling (paper 004 averages the trials r = 0 .. n-1).</source>
        <translation>Der Rest, den die mod-Stichprobe behält (Arbeit 004 mittelt über die Versuche r = 0 .. n-1).</translation>
    </message>
    <message>
        <source>Smallest N</source>
        <translation>Kleinste N</translation>
    </message>
    <message>
        <source>smallest sampling keeps the N smallest shingle hashes of each document.</source>
        <translation>Die smallest-Stichprobe behält die N kleinsten Shingle-Hashes jedes Dokuments.</translation>
    </message>
    <message>
        <source>Fingerprint bits</source>
        <translation>Fingerabdruck-Bits</translation>
    </message>
    <message>
        <source>Shingle fingerprint width; 32/40 bits (Rabin in older work) collide about once per 2^16/2^20 shingles, faking shared shingles; 128 is MD5 and slower.</source>
        <translation>Breite der Shingle-Fingerabdrücke; 32/40 Bits (Rabin in älteren Arbeiten) kollidieren etwa einmal je 2^16/2^20 Shingles und täuschen gemeinsame Shingles vor; 128 ist MD5 und langsamer.</translation>
    </message>
    <message>
        <source>Sort memory (MB)</source>
        <translation>Sortierspeicher (MB)</translation>
    </message>
    <message>
        <source>Beyond this the shingle and pair sorts write sorted runs to temporary files and merge them.</source>
        <translation>Darüber schreiben die Shingle- und Paarsortierungen sortierte Teile in temporäre Dateien und mischen sie.</translation>
    </message>
    <message>
        <source>sample_remainder must be smaller than sample_modulus.</source>
        <translation>sample_remainder muss kleiner als sample_modulus sein.</translation>
    </message>
    <message>
        <source>Keeps about 1/%1 of each document&apos;s shingles (hash mod %1 = %2).</source>
        <translation>Behält etwa 1/%1 der Shingles jedes Dokuments (Hash mod %1 = %2).</translation>
    </message>
    <message>
        <source>Keeps about 1/25 of each document&apos;s shingles, at most 400.</source>
        <translation>Behält etwa 1/25 der Shingles jedes Dokuments, höchstens 400.</translation>
    </message>
    <message>
        <source>Keeps the %1 smallest shingle hashes of each document.</source>
        <translation>Behält die %1 kleinsten Shingle-Hashes jedes Dokuments.</translation>
    </message>
</context>
<context>
    <name>nd::detect::SigNcdDetector</name>
    <message>
        <source>Spot punctuation</source>
        <translation>Satzzeichen als Spots</translation>
    </message>
    <message>
        <source>Punctuation marks at which words are taken (comma is best in the paper); custom takes the characters of Custom spots.</source>
        <translation>Satzzeichen, an denen Wörter genommen werden (das Komma ist in der Arbeit am besten); custom nimmt die Zeichen von „Eigene Spots“.</translation>
    </message>
    <message>
        <source>Custom spots</source>
        <translation>Eigene Spots</translation>
    </message>
    <message>
        <source>The spot characters when Spot punctuation is custom, e.g. &quot;,;:&quot;.</source>
        <translation>Die Spot-Zeichen, wenn „Satzzeichen als Spots“ custom ist, z. B. „,;:“.</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Words per spot: 1L before, 1R after, 2/4/6 both sides.</source>
        <translation>Wörter je Spot: 1L davor, 1R danach, 2/4/6 auf beiden Seiten.</translation>
    </message>
    <message>
        <source>Minimum spots</source>
        <translation>Mindestzahl Spots</translation>
    </message>
    <message>
        <source>Documents with fewer spots are compared as whole texts.</source>
        <translation>Dokumente mit weniger Spots werden als ganze Texte verglichen.</translation>
    </message>
    <message>
        <source>Parameter &quot;custom_spots&quot; of signcd must name at least one spot character when &quot;spots&quot; is custom.</source>
        <translation>Parameter „custom_spots“ von signcd muss mindestens ein Spot-Zeichen nennen, wenn „spots“ custom ist.</translation>
    </message>
</context>
<context>
    <name>nd::detect::SpotSigNcdDetector</name>
    <message>
        <source>Minimum spots</source>
        <translation>Mindestzahl Spots</translation>
    </message>
    <message>
        <source>Documents with fewer spot signatures are compared as whole texts.</source>
        <translation>Dokumente mit weniger Spot-Signaturen werden als ganze Texte verglichen.</translation>
    </message>
</context>
<context>
    <name>nd::detect::SpotSigsDetector</name>
    <message>
        <source>Antecedents</source>
        <translation>Antezedenzien</translation>
    </message>
    <message>
        <source>Stopwords that start a signature; paper = {a, there, was, said, the, is}.</source>
        <translation>Stoppwörter, mit denen eine Signatur beginnt; in der Arbeit {a, there, was, said, the, is}.</translation>
    </message>
    <message>
        <source>Spot distance</source>
        <translation>Spot-Abstand</translation>
    </message>
    <message>
        <source>Take every d-th following non-stopword into the chain.</source>
        <translation>Jedes d-te folgende Nicht-Stoppwort in die Kette aufnehmen.</translation>
    </message>
    <message>
        <source>Chain length</source>
        <translation>Kettenlänge</translation>
    </message>
    <message>
        <source>Words in the chain after the antecedent.</source>
        <translation>Wörter der Kette nach dem Antezedens.</translation>
    </message>
    <message>
        <source>Minimum IDF</source>
        <translation>Minimale IDF</translation>
    </message>
    <message>
        <source>Drop signatures more common than this normalised IDF log(N/df)/log(N).</source>
        <translation>Signaturen verwerfen, die häufiger sind als diese normierte IDF log(N/df)/log(N).</translation>
    </message>
    <message>
        <source>Maximum IDF</source>
        <translation>Maximale IDF</translation>
    </message>
    <message>
        <source>Drop signatures rarer than this normalised IDF.</source>
        <translation>Signaturen verwerfen, die seltener sind als diese normierte IDF.</translation>
    </message>
    <message>
        <source>Minimum signatures</source>
        <translation>Mindestzahl Signaturen</translation>
    </message>
    <message>
        <source>Documents with fewer signatures (after the IDF filter) are not compared.</source>
        <translation>Dokumente mit weniger Signaturen (nach dem IDF-Filter) werden nicht verglichen.</translation>
    </message>
    <message>
        <source>Candidate bound</source>
        <translation>Kandidatengrenze</translation>
    </message>
    <message>
        <source>Pairs whose signature counts rule out a Jaccard of this much are not compared.</source>
        <translation>Paare, deren Signaturzahlen einen Jaccard-Wert in dieser Höhe ausschließen, werden nicht verglichen.</translation>
    </message>
    <message>
        <source>min_idf must not exceed max_idf.</source>
        <translation>min_idf darf max_idf nicht übersteigen.</translation>
    </message>
    <message>
        <source>Extracting spot signatures</source>
        <translation>Spot-Signaturen extrahieren</translation>
    </message>
    <message>
        <source>Comparing spot signatures</source>
        <translation>Spot-Signaturen vergleichen</translation>
    </message>
</context>
<context>
    <name>nd::detect::SuperShingleDetector</name>
    <message>
        <source>Words per shingle; Fetterly et al. use 5, the product keeps 4 like shingling.</source>
        <translation>Wörter je Shingle; Fetterly et al. nehmen 5, das Programm behält 4 wie beim Shingling.</translation>
    </message>
    <message>
        <source>Min-hashes</source>
        <translation>Min-Hashes</translation>
    </message>
    <message>
        <source>Independent min-hash functions over each document&apos;s shingles.</source>
        <translation>Unabhängige Min-Hash-Funktionen über die Shingles jedes Dokuments.</translation>
    </message>
    <message>
        <source>Super-shingles</source>
        <translation>Super-Shingles</translation>
    </message>
    <message>
        <source>Super-shingles per document, each the hash of minhashes/groups consecutive min-hashes.</source>
        <translation>Super-Shingles je Dokument, jedes der Hash von minhashes/groups aufeinanderfolgenden Min-Hashes.</translation>
    </message>
    <message>
        <source>Super-shingles in common</source>
        <translation>Gemeinsame Super-Shingles</translation>
    </message>
    <message>
        <source>Pairs sharing fewer super-shingles are not candidates (Fetterly: two).</source>
        <translation>Paare mit weniger gemeinsamen Super-Shingles sind keine Kandidaten (Fetterly: zwei).</translation>
    </message>
    <message>
        <source>minhashes (%1) must be divisible by groups (%2).</source>
        <translation>minhashes (%1) muss durch groups (%2) teilbar sein.</translation>
    </message>
    <message>
        <source>min_common cannot exceed groups (%1).</source>
        <translation>min_common darf groups (%1) nicht übersteigen.</translation>
    </message>
    <message>
        <source>%1 super-shingles of %2 min-hashes each; candidates share at least %3.</source>
        <translation>%1 Super-Shingles aus je %2 Min-Hashes; Kandidaten teilen mindestens %3.</translation>
    </message>
    <message>
        <source>Matching super-shingles</source>
        <translation>Super-Shingles abgleichen</translation>
    </message>
</context>
<context>
    <name>nd::detect::WeightedSimhashDetector</name>
    <message>
        <source>Max Hamming distance</source>
        <translation>Max. Hamming-Distanz</translation>
    </message>
    <message>
        <source>Pairs differing in at most this many bits are found and stored (at most 32).</source>
        <translation>Paare, die sich in höchstens so vielen Bits unterscheiden, werden gefunden und gespeichert (höchstens 32).</translation>
    </message>
    <message>
        <source>Lambda</source>
        <translation>Lambda</translation>
    </message>
    <message>
        <source>Bonus per Len/Pos point: Score = n + lambda (Len + Pos); the paper gives no value.</source>
        <translation>Zuschlag je Len/Pos-Punkt: Score = n + lambda (Len + Pos); die Arbeit nennt keinen Wert.</translation>
    </message>
    <message>
        <source>No WordNet noun list (%1): Pos = 0 for every word.</source>
        <translation>Keine WordNet-Substantivliste (%1): Pos = 0 für jedes Wort.</translation>
    </message>
    <message>
        <source>Weighted simhash fingerprints</source>
        <translation>Gewichtete Simhash-Fingerabdrücke</translation>
    </message>
    <message>
        <source>Searching block tables</source>
        <translation>Blocktabellen durchsuchen</translation>
    </message>
    <message>
        <source>Comparing every pair of fingerprints</source>
        <translation>Jedes Paar von Fingerabdrücken vergleichen</translation>
    </message>
</context>
<context>
    <name>nd::detect::compression</name>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Threads for the comparisons (0 = the workbench&apos;s setting, by default all cores); results do not depend on it.</source>
        <translation>Threads für die Vergleiche (0 = die Einstellung des Programms, standardmäßig alle Kerne); die Ergebnisse hängen nicht davon ab.</translation>
    </message>
    <message>
        <source>Compressor</source>
        <translation>Kompressor</translation>
    </message>
    <message>
        <source>Real compressor giving C(x); the paper uses Snappy (Fig. 10 compares others).</source>
        <translation>Echter Kompressor, der C(x) liefert; die Arbeit nimmt Snappy (Abb. 10 vergleicht andere).</translation>
    </message>
    <message>
        <source>Pruning</source>
        <translation>Vorauswahl</translation>
    </message>
    <message>
        <source>P1: skip pairs with C(x)/C(y) &lt; 1 - tau; P2: triangle inequality via a third document.</source>
        <translation>P1: Paare mit C(x)/C(y) &lt; 1 - tau überspringen; P2: Dreiecksungleichung über ein drittes Dokument.</translation>
    </message>
    <message>
        <source>Pruning bound tau</source>
        <translation>Vorauswahlgrenze tau</translation>
    </message>
    <message>
        <source>Pairs that cannot reach an NCD &lt;= tau are pruned; thresholds above it are not evaluated.</source>
        <translation>Paare, die keine NCD &lt;= tau erreichen können, werden übersprungen; Schwellen darüber werden nicht ausgewertet.</translation>
    </message>
    <message>
        <source>Skip matched documents</source>
        <translation>Gefundene Dokumente überspringen</translation>
    </message>
    <message>
        <source>Algorithm 1 as written: a document found within tau of an earlier one joins the checked set and is compared no further, so pairs of two such documents are never scored (fewer comparisons, lower pairwise recall).</source>
        <translation>Algorithmus 1 wie geschrieben: ein Dokument, das innerhalb von tau eines früheren gefunden wird, kommt in die Menge der geprüften und wird nicht weiter verglichen, sodass Paare zweier solcher Dokumente nie bewertet werden (weniger Vergleiche, geringere paarweise Trefferquote).</translation>
    </message>
    <message>
        <source>Compressing</source>
        <translation>Komprimieren</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Vergleichen</translation>
    </message>
</context>
<context>
    <name>nd::experiments</name>
    <message>
        <source>Collection %1 has no ground truth (%2).</source>
        <translation>Die Sammlung %1 hat keine Referenzdaten (%2).</translation>
    </message>
    <message>
        <source>Preparing documents</source>
        <translation>Dokumente werden vorbereitet</translation>
    </message>
    <message>
        <source>Keyword threshold %1: training pairs</source>
        <translation>Schlüsselwort-Schwelle %1: Trainingspaare</translation>
    </message>
    <message>
        <source>Keyword threshold %1: %2 (%3 of %4)</source>
        <translation>Schlüsselwort-Schwelle %1: %2 (%3 von %4)</translation>
    </message>
    <message>
        <source>F1 vs keyword threshold, %1 % of the documents held out (paper 001 Fig. 7)</source>
        <translation>F1 über der Schlüsselwort-Schwelle, %1 % der Dokumente zurückgehalten (Veröffentlichung 001, Abb. 7)</translation>
    </message>
    <message>
        <source>F1 vs keyword threshold, %1-fold cross-validation (paper 001 Fig. 7)</source>
        <translation>F1 über der Schlüsselwort-Schwelle, %1-fache Kreuzvalidierung (Veröffentlichung 001, Abb. 7)</translation>
    </message>
    <message>
        <source>Keyword threshold (cosine to the semantic centroid)</source>
        <translation>Schlüsselwort-Schwelle (Kosinus zum semantischen Zentroid)</translation>
    </message>
    <message>
        <source>F1 (held-out documents)</source>
        <translation>F1 (zurückgehaltene Dokumente)</translation>
    </message>
    <message>
        <source>F1 (cross-validated)</source>
        <translation>F1 (kreuzvalidiert)</translation>
    </message>
    <message>
        <source>Table IX: largest keyword threshold with F1 &gt;= 0.78</source>
        <translation>Tabelle IX: größte Schlüsselwort-Schwelle mit F1 &gt;= 0,78</translation>
    </message>
    <message>
        <source>Classifier</source>
        <translation>Klassifikator</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Vocabulary size vs keyword threshold (paper 001 Table III, Fig. 3)</source>
        <translation>Vokabulargröße über der Schlüsselwort-Schwelle (Veröffentlichung 001, Tabelle III, Abb. 3)</translation>
    </message>
    <message>
        <source>Keywords kept</source>
        <translation>Behaltene Schlüsselwörter</translation>
    </message>
    <message>
        <source>keywords kept</source>
        <translation>behaltene Schlüsselwörter</translation>
    </message>
    <message>
        <source>Keyword threshold %1 (%2 of %3)</source>
        <translation>Schlüsselwort-Schwelle %1 (%2 von %3)</translation>
    </message>
    <message>
        <source>Top words by cosine to the semantic centroid (paper 001 Tables I, II)</source>
        <translation>Wörter mit dem größten Kosinus zum semantischen Zentroid (Veröffentlichung 001, Tabellen I, II)</translation>
    </message>
    <message>
        <source>Word (stem)</source>
        <translation>Wort (Stamm)</translation>
    </message>
    <message>
        <source>Cosine of the word&apos;s association row to the centroid</source>
        <translation>Kosinus der Assoziationszeile des Wortes zum Zentroid</translation>
    </message>
    <message>
        <source>cosine to the centroid (Table II)</source>
        <translation>Kosinus zum Zentroid (Tabelle II)</translation>
    </message>
    <message>
        <source>Table I: highest averages across the rows of the association matrix (semantic centroid)</source>
        <translation>Tabelle I: höchste Mittelwerte über die Zeilen der Assoziationsmatrix (semantischer Zentroid)</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>Cosine to centroid</source>
        <translation>Kosinus zum Zentroid</translation>
    </message>
    <message>
        <source>Table II: most significant words and their similarity to the centroid</source>
        <translation>Tabelle II: die signifikantesten Wörter und ihre Ähnlichkeit zum Zentroid</translation>
    </message>
    <message>
        <source>Word similarity</source>
        <translation>Wortähnlichkeit</translation>
    </message>
</context>
<context>
    <name>nd::review</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Decision report — run %1</source>
        <translation>Prüfbericht – Lauf %1</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
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
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>%1 pairs</source>
        <translation>%1 Paare</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>nicht entschieden</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>No shared passages.</source>
        <translation>Keine gemeinsamen Passagen.</translation>
    </message>
    <message>
        <source>Unknown report format &quot;%1&quot;: use .html, .pdf, .csv or .json.</source>
        <translation>Unbekanntes Berichtsformat „%1“: .html, .pdf, .csv oder .json verwenden.</translation>
    </message>
    <message>
        <source>Plagiarism</source>
        <translation>Plagiat</translation>
    </message>
    <message>
        <source>Near-duplicate</source>
        <translation>Beinahe-Duplikat</translation>
    </message>
    <message>
        <source>Not a duplicate</source>
        <translation>Kein Duplikat</translation>
    </message>
    <message>
        <source>Unsure</source>
        <translation>Unsicher</translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation>Zurückgenommen</translation>
    </message>
</context>
<context>
    <name>nd::ui::BitStrip</name>
    <message>
        <source>Fingerprint bits that differ</source>
        <translation>Abweichende Fingerabdruck-Bits</translation>
    </message>
    <message>
        <source>No bit differs</source>
        <translation>Kein Bit weicht ab</translation>
    </message>
    <message>
        <source>Bits that differ: %1</source>
        <translation>Abweichende Bits: %1</translation>
    </message>
</context>
<context>
    <name>nd::ui::ClusterView</name>
    <message>
        <source>Clusters</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>Weakest link</source>
        <translation>Schwächste Verbindung</translation>
    </message>
    <message>
        <source>&amp;Split at Weakest Link</source>
        <translation>An der schwächsten Verbindung &amp;teilen</translation>
    </message>
    <message>
        <source>Show &amp;Pairs</source>
        <translation>&amp;Paare anzeigen</translation>
    </message>
    <message>
        <source>Show &amp;All Pairs</source>
        <translation>&amp;Alle Paare anzeigen</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 – %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cluster(s)</source>
        <translation>
            <numerusform>%n Cluster</numerusform>
            <numerusform>%n Cluster</numerusform>
        </translation>
    </message>
    <message>
        <source> of %1 documents at threshold %2</source>
        <translation> aus %1 Dokumenten bei Schwelle %2</translation>
    </message>
    <message>
        <source>Show a run to see its clusters.</source>
        <translation>Einen Lauf anzeigen, um seine Cluster zu sehen.</translation>
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
    <name>nd::ui::CollectionOperations</name>
    <message>
        <source>Cannot read the collections</source>
        <translation>Die Sammlungen können nicht gelesen werden</translation>
    </message>
    <message>
        <source>Cannot read the collection</source>
        <translation>Die Sammlung kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Cannot read the runs</source>
        <translation>Die Läufe können nicht gelesen werden</translation>
    </message>
    <message>
        <source>Cannot show the document</source>
        <translation>Das Dokument kann nicht angezeigt werden</translation>
    </message>
    <message>
        <source>The document no longer exists.</source>
        <translation>Das Dokument existiert nicht mehr.</translation>
    </message>
    <message>
        <source>Import Files</source>
        <translation>Dateien importieren</translation>
    </message>
    <message>
        <source>Documents (*.txt *.text *.md *.html *.htm *.xhtml);;All files (*)</source>
        <translation>Dokumente (*.txt *.text *.md *.html *.htm *.xhtml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import Folder</source>
        <translation>Ordner importieren</translation>
    </message>
    <message>
        <source>Import Archive</source>
        <translation>Archiv importieren</translation>
    </message>
    <message>
        <source>Archives (*.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar.zst *.7z);;All files (*)</source>
        <translation>Archive (*.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar.zst *.7z);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import “%1”</source>
        <translation>„%1“ importieren</translation>
    </message>
    <message>
        <source>Import of “%1” cancelled.</source>
        <translation>Import von „%1“ abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n document(s) into “%1”.</source>
        <translation>
            <numerusform>%n Dokument in „%1“ importiert.</numerusform>
            <numerusform>%n Dokumente in „%1“ importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import of “%1” cancelled; nothing was kept.</source>
        <translation>Import von „%1“ abgebrochen; nichts wurde übernommen.</translation>
    </message>
    <message>
        <source>The import of “%1” failed</source>
        <translation>Der Import von „%1“ ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>%1 finished: %2 pairs scored.</source>
        <translation>%1 fertig: %2 Paare bewertet.</translation>
    </message>
    <message>
        <source>%1 cancelled.</source>
        <translation>%1 abgebrochen.</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>Prepare sample collection</source>
        <translation>Beispielsammlung vorbereiten</translation>
    </message>
    <message>
        <source>Cannot read the sample run</source>
        <translation>Der Beispiellauf kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Import Ground Truth</source>
        <translation>Referenzdaten importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>CSV-Dateien (*.csv *.tsv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Replace ground truth?</source>
        <translation>Referenzdaten ersetzen?</translation>
    </message>
    <message>
        <source>“%1” already has ground truth (%2). Replace it with the contents of the file?</source>
        <translation>„%1“ hat bereits Referenzdaten (%2). Durch den Inhalt der Datei ersetzen?</translation>
    </message>
    <message>
        <source>Import ground truth</source>
        <translation>Referenzdaten importieren</translation>
    </message>
    <message>
        <source>%1 rows of %2 ground truth applied from %3.</source>
        <translation>%1 Zeilen mit Referenzdaten (%2) aus %3 übernommen.</translation>
    </message>
    <message>
        <source>%1 rows name documents the collection does not have.</source>
        <translation>%1 Zeilen nennen Dokumente, die die Sammlung nicht enthält.</translation>
    </message>
    <message>
        <source>Ground truth imported</source>
        <translation>Referenzdaten importiert</translation>
    </message>
    <message>
        <source>Delete collection?</source>
        <translation>Sammlung löschen?</translation>
    </message>
    <message>
        <source>Delete “%1” with its %2 documents, ground truth and runs? This cannot be undone.</source>
        <translation>„%1“ mit seinen %2 Dokumenten, Referenzdaten und Läufen löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Delete “%1”</source>
        <translation>„%1“ löschen</translation>
    </message>
    <message>
        <source>Deleted “%1”.</source>
        <translation>„%1“ gelöscht.</translation>
    </message>
</context>
<context>
    <name>nd::ui::DecisionBar</name>
    <message>
        <source>Clear</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Undo Decision</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo Decision</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Next Undecided</source>
        <translation>Nächstes offenes Paar</translation>
    </message>
    <message>
        <source>Note (stored with the decision; Enter saves)</source>
        <translation>Notiz (wird mit der Entscheidung gespeichert; Eingabe speichert)</translation>
    </message>
    <message>
        <source>Decision note</source>
        <translation>Notiz zur Entscheidung</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Prüfer/in</translation>
    </message>
    <message>
        <source>&amp;Auto-advance</source>
        <translation>&amp;Automatisch weiter</translation>
    </message>
    <message>
        <source>After a decision, open the next undecided pair</source>
        <translation>Nach einer Entscheidung das nächste unentschiedene Paar öffnen</translation>
    </message>
    <message>
        <source>Decide first: a note is stored with a decision.</source>
        <translation>Zuerst entscheiden: Eine Notiz wird mit einer Entscheidung gespeichert.</translation>
    </message>
    <message>
        <source>Your name, stored with every decision:</source>
        <translation>Ihr Name, gespeichert mit jeder Entscheidung:</translation>
    </message>
    <message>
        <source>Reviewer: %1</source>
        <translation>Prüfer/in: %1</translation>
    </message>
    <message>
        <source>Open a pair to record a decision.</source>
        <translation>Ein Paar öffnen, um eine Entscheidung zu erfassen.</translation>
    </message>
    <message>
        <source>%1 — by %2, %3</source>
        <translation>%1 – von %2, %3</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Reviewer: (not set)</source>
        <translation>Prüfer/in: (nicht festgelegt)</translation>
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
    <name>nd::ui::ExperimentForm</name>
    <message>
        <source>(no preset)</source>
        <translation>(keine Vorlage)</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Values (e.g. 1..5, 1,4,7 or 0.1..0.5:0.1)</source>
        <translation>Werte (z. B. 1..5, 1,4,7 oder 0.1..0.5:0.1)</translation>
    </message>
    <message>
        <source>Add Parameter</source>
        <translation>Parameter hinzufügen</translation>
    </message>
    <message>
        <source>Remove Parameter</source>
        <translation>Parameter entfernen</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Score the runs against the collection&apos;s stored ground truth or against the reviewers&apos; decisions (plagiarism and near-duplicate positive, not a duplicate negative).</source>
        <translation>Die Läufe an den gespeicherten Referenzdaten der Sammlung oder an den Entscheidungen der Prüfenden bewerten (Plagiat und Beinahe-Duplikat positiv, kein Duplikat negativ).</translation>
    </message>
    <message>
        <source>Pairwise (micro)</source>
        <translation>Paarweise (mikro)</translation>
    </message>
    <message>
        <source>Per cluster (macro)</source>
        <translation>Pro Cluster (makro)</translation>
    </message>
    <message>
        <source>Per query, sources as queries (macro, paper 000)</source>
        <translation>Pro Anfrage, Quellen als Anfragen (makro, Veröffentlichung 000)</translation>
    </message>
    <message>
        <source>Per query, every document of the truth (macro)</source>
        <translation>Pro Anfrage, jedes Dokument der Referenzdaten (makro)</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Vorlage:</translation>
    </message>
    <message>
        <source>Methods:</source>
        <translation>Methoden:</translation>
    </message>
    <message>
        <source>Grid:</source>
        <translation>Raster:</translation>
    </message>
    <message>
        <source>Chart metric:</source>
        <translation>Diagrammmaß:</translation>
    </message>
    <message>
        <source>Ground truth:</source>
        <translation>Referenzdaten:</translation>
    </message>
    <message>
        <source>Scored:</source>
        <translation>Bewertet:</translation>
    </message>
    <message>
        <source>Check at least one method.</source>
        <translation>Mindestens eine Methode auswählen.</translation>
    </message>
    <message>
        <source>%1 runs as one study on the collection: press Run.</source>
        <translation>%1 läuft als eine Studie auf der Sammlung: „Ausführen“ drücken.</translation>
    </message>
    <message>
        <source>Stored ground truth</source>
        <translation>Gespeicherte Referenzdaten</translation>
    </message>
    <message>
        <source>Reviewers&apos; decisions (latest of anyone)</source>
        <translation>Entscheidungen der Prüfenden (jeweils die neueste)</translation>
    </message>
    <message>
        <source>Decisions of %1</source>
        <translation>Entscheidungen von %1</translation>
    </message>
</context>
<context>
    <name>nd::ui::ExperimentPanel</name>
    <message>
        <source>Run Sweep</source>
        <translation>Parameterstudie starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export Chart…</source>
        <translation>Diagramm exportieren…</translation>
    </message>
    <message>
        <source>Export Numbers…</source>
        <translation>Zahlen exportieren…</translation>
    </message>
    <message>
        <source>%1 against the threshold</source>
        <translation>%1 über der Schwelle</translation>
    </message>
    <message>
        <source>Grid point 1 of %1…</source>
        <translation>Rasterpunkt 1 von %1…</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Parameterstudie</translation>
    </message>
    <message numerus="yes">
        <source>%n grid point(s) done.</source>
        <translation>
            <numerusform>%n Rasterpunkt fertig.</numerusform>
            <numerusform>%n Rasterpunkte fertig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n grid point(s) kept.</source>
        <translation>
            <numerusform>Abgebrochen: %n Rasterpunkt behalten.</numerusform>
            <numerusform>Abgebrochen: %n Rasterpunkte behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sweep failed: %1</source>
        <translation>Die Parameterstudie ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Grid point %1 of %2: %3</source>
        <translation>Rasterpunkt %1 von %2: %3</translation>
    </message>
    <message>
        <source>Score sweep</source>
        <translation>Parameterstudie bewerten</translation>
    </message>
    <message numerus="yes">
        <source>Scored again: %n grid point(s).</source>
        <translation>
            <numerusform>Neu bewertet: %n Rasterpunkt.</numerusform>
            <numerusform>Neu bewertet: %n Rasterpunkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Scoring failed: %1</source>
        <translation>Bewertung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Studie</translation>
    </message>
    <message>
        <source>Study done: %1.</source>
        <translation>Studie fertig: %1.</translation>
    </message>
    <message>
        <source>Study cancelled.</source>
        <translation>Studie abgebrochen.</translation>
    </message>
    <message>
        <source>The study failed: %1</source>
        <translation>Die Studie ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>nd::ui::ExperimentResultsView</name>
    <message>
        <source>Grid values</source>
        <translation>Rasterwerte</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Best F1</source>
        <translation>Bestes F1</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf);;SVG image (*.svg)</source>
        <translation>PNG-Bild (*.png);;PDF-Dokument (*.pdf);;SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>Chart written to %1.</source>
        <translation>Diagramm nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>Export Numbers</source>
        <translation>Zahlen exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Numbers written to %1, parameters to %2.</source>
        <translation>Zahlen nach %1 geschrieben, Parameter nach %2.</translation>
    </message>
</context>
<context>
    <name>nd::ui::ExplainPanel</name>
    <message>
        <source>Shingling (w = %1): |A ∩ B| = %2, |A| = %3, |B| = %4; resemblance %5, A in B %6, B in A %7.</source>
        <translation>Shingling (w = %1): |A ∩ B| = %2, |A| = %3, |B| = %4; Ähnlichkeit %5, A in B %6, B in A %7.</translation>
    </message>
    <message>
        <source>First shared shingles:</source>
        <translation>Erste gemeinsame Shingles:</translation>
    </message>
    <message>
        <source>MinHash (%1 permutations, w = %2): estimate %3 (%4 of %5 slots agree), exact Jaccard %6.</source>
        <translation>MinHash (%1 Permutationen, w = %2): Schätzung %3 (%4 von %5 Positionen stimmen überein), exakter Jaccard-Wert %6.</translation>
    </message>
    <message>
        <source>LSH: %1 bands of %2 rows; no band collided.</source>
        <translation>LSH: %1 Bänder zu %2 Zeilen; kein Band kollidiert.</translation>
    </message>
    <message>
        <source>LSH: %1 bands of %2 rows; colliding band(s): %3.</source>
        <translation>LSH: %1 Bänder zu %2 Zeilen; kollidierende(s) Band/Bänder: %3.</translation>
    </message>
    <message>
        <source>Why this pair matched</source>
        <translation>Warum dieses Paar gefunden wurde</translation>
    </message>
    <message>
        <source>Open a pair of a run to see why it matched.</source>
        <translation>Ein Paar eines Laufs öffnen, um zu sehen, warum es gefunden wurde.</translation>
    </message>
    <message>
        <source>Simhash (%1 bits, TF weights): Hamming distance %2; the filled cells are the bits that differ.
A %3
B %4</source>
        <translation>Simhash (%1 Bits, TF-Gewichte): Hamming-Distanz %2; die gefüllten Zellen sind die abweichenden Bits.
A %3
B %4</translation>
    </message>
    <message>
        <source>Exact: both canonical texts have the MD5 digest %1.</source>
        <translation>Exakt: Beide kanonischen Texte haben den MD5-Hash %1.</translation>
    </message>
    <message>
        <source>Exact: the digests differ (A %1, B %2).</source>
        <translation>Exakt: Die Hashes unterscheiden sich (A %1, B %2).</translation>
    </message>
    <message>
        <source>No explanation is available for the method “%1” yet.</source>
        <translation>Für die Methode „%1“ gibt es noch keine Erklärung.</translation>
    </message>
    <message>
        <source>SpotSigs: %1 of A&apos;s %2 and B&apos;s %3 spot signatures are shared (multiset Jaccard %4 before the collection&apos;s IDF filter; the run counted only signatures with a normalised IDF in [%5, %6]).</source>
        <translation>SpotSigs: %1 der %2 Spot-Signaturen von A und der %3 von B sind gemeinsam (Multimengen-Jaccard %4 vor dem IDF-Filter der Sammlung; der Lauf zählte nur Signaturen mit normalisierter IDF in [%5, %6]).</translation>
    </message>
    <message>
        <source>First shared signatures:</source>
        <translation>Erste gemeinsame Signaturen:</translation>
    </message>
    <message>
        <source>%1 bytes (whole text: too few spots)</source>
        <translation>%1 Bytes (ganzer Text: zu wenige Spots)</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>%1 with %2: C(A) = %3, C(B) = %4, C(AB) = %5 bytes compressed;
NCD = (C(AB) - min) / max = %6; lower bound 1 - min/max = %7.
Compressed input: A %8, B %9.</source>
        <translation>%1 mit %2: C(A) = %3, C(B) = %4, C(AB) = %5 Bytes komprimiert;
NCD = (C(AB) - min) / max = %6; Untergrenze 1 - min/max = %7.
Komprimierte Eingabe: A %8, B %9.</translation>
    </message>
    <message>
        <source>Signature words in both:</source>
        <translation>Signaturwörter in beiden:</translation>
    </message>
</context>
<context>
    <name>nd::ui::FindBar</name>
    <message>
        <source>Find in both documents</source>
        <translation>In beiden Dokumenten suchen</translation>
    </message>
    <message>
        <source>Previous hit</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>Previous hit (Shift+Enter)</source>
        <translation>Vorheriger Treffer (Umschalt+Eingabe)</translation>
    </message>
    <message>
        <source>Next hit</source>
        <translation>Nächster Treffer</translation>
    </message>
    <message>
        <source>Next hit (Enter)</source>
        <translation>Nächster Treffer (Eingabe)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Suchleiste schließen</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
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
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>Kodierung</translation>
    </message>
    <message>
        <source>Documents imported</source>
        <translation>Importierte Dokumente</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Encodings: %1.</source>
        <translation>Kodierungen: %1.</translation>
    </message>
    <message>
        <source>Issues (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
    <message>
        <source>Documents (%1)</source>
        <translation>Dokumente (%1)</translation>
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
    <name>nd::ui::JobsDock</name>
    <message>
        <source>Jobs</source>
        <translation>Aufträge</translation>
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
    <name>nd::ui::MainMenus</name>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Save a &amp;Copy…</source>
        <translation>&amp;Kopie speichern…</translation>
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
        <source>&amp;Workspace</source>
        <translation>&amp;Arbeitsbereich</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
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
        <source>&amp;Query by Document…</source>
        <translation>Mit Dokument &amp;abfragen…</translation>
    </message>
    <message>
        <source>Re&amp;sults</source>
        <translation>&amp;Ergebnisse</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>&amp;Bericht exportieren…</translation>
    </message>
    <message>
        <source>C&amp;lusters…</source>
        <translation>C&amp;luster…</translation>
    </message>
    <message>
        <source>&amp;Experiment…</source>
        <translation>&amp;Experiment…</translation>
    </message>
    <message>
        <source>Reviewer &amp;Agreement…</source>
        <translation>&amp;Übereinstimmung der Prüfenden…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>E&amp;instellungen</translation>
    </message>
    <message>
        <source>&amp;Configure NearDup Workbench…</source>
        <translation>NearDup Workbench &amp;einrichten…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Willkommen…</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Query by Document</source>
        <translation>Mit Dokument abfragen</translation>
    </message>
    <message>
        <source>Select a collection to search first.</source>
        <translation>Zuerst eine Sammlung zum Durchsuchen auswählen.</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;PDF-Dokument (*.pdf);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Chart exported to %1.</source>
        <translation>Diagramm nach %1 exportiert.</translation>
    </message>
    <message>
        <source>Cannot export the chart</source>
        <translation>Das Diagramm kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Export Numbers</source>
        <translation>Zahlen exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Numbers exported to %1.</source>
        <translation>Zahlen nach %1 exportiert.</translation>
    </message>
    <message>
        <source>Cannot export the numbers</source>
        <translation>Die Zahlen können nicht exportiert werden</translation>
    </message>
    <message>
        <source>About NearDup Workbench</source>
        <translation>Über NearDup Workbench</translation>
    </message>
    <message>
        <source>&lt;h3&gt;NearDup Workbench %1&lt;/h3&gt;&lt;p&gt;Finds near-duplicate and plagiarised documents with the methods of the research literature (shingling, MinHash, simhash, spot signatures, compression distance) and measures them against ground truth.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;NearDup Workbench %1&lt;/h3&gt;&lt;p&gt;Findet Beinahe-Duplikate und plagiierte Dokumente mit den Methoden der Forschungsliteratur (Shingling, MinHash, Simhash, Spot-Signaturen, Kompressionsdistanz) und misst sie an Referenzdaten.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>nd::ui::MainWindow</name>
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
        <source>Cannot open workspace</source>
        <translation>Arbeitsbereich kann nicht geöffnet werden</translation>
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
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>Sammlungen</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Experimente</translation>
    </message>
</context>
<context>
    <name>nd::ui::MatchNavigator</name>
    <message>
        <source>First match</source>
        <translation>Erste Übereinstimmung</translation>
    </message>
    <message>
        <source>First match (Ctrl+Home)</source>
        <translation>Erste Übereinstimmung (Strg+Pos1)</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Vorherige Übereinstimmung</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorherige Übereinstimmung (Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Nächste Übereinstimmung</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Nächste Übereinstimmung (F3)</translation>
    </message>
    <message>
        <source>Last match</source>
        <translation>Letzte Übereinstimmung</translation>
    </message>
    <message>
        <source>Last match (Ctrl+End)</source>
        <translation>Letzte Übereinstimmung (Strg+Ende)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Übereinstimmungen</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n Passage</numerusform>
            <numerusform>%n Passagen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>nd::ui::ModeStack</name>
    <message>
        <source>Modes</source>
        <translation>Modi</translation>
    </message>
</context>
<context>
    <name>nd::ui::OverviewStrip</name>
    <message>
        <source>Overview of the document</source>
        <translation>Übersicht über das Dokument</translation>
    </message>
    <message>
        <source>Where the shared passages lie in the whole document; click to go there</source>
        <translation>Wo die gemeinsamen Passagen im ganzen Dokument liegen; klicken, um dorthin zu springen</translation>
    </message>
</context>
<context>
    <name>nd::ui::PairListPanel</name>
    <message>
        <source>Filter by document name</source>
        <translation>Nach Dokumentname filtern</translation>
    </message>
    <message>
        <source>min score</source>
        <translation>min. Wert</translation>
    </message>
    <message>
        <source>max score</source>
        <translation>max. Wert</translation>
    </message>
    <message>
        <source>Flagged pairs</source>
        <translation>Markierte Paare</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>All decisions</source>
        <translation>Alle Entscheidungen</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Decided</source>
        <translation>Entschieden</translation>
    </message>
    <message>
        <source>Filter by decision</source>
        <translation>Nach Entscheidung filtern</translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n angezeigt</numerusform>
            <numerusform>%n angezeigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nd::ui::PairTableModel</name>
    <message>
        <source>duplicate</source>
        <translation>Duplikat</translation>
    </message>
    <message>
        <source>not duplicate</source>
        <translation>kein Duplikat</translation>
    </message>
    <message>
        <source>unlabelled</source>
        <translation>ohne Label</translation>
    </message>
    <message>
        <source>Document A</source>
        <translation>Text A</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Text B</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>The ground truth&apos;s label for the pair</source>
        <translation>Das Label des Paars in den Referenzdaten</translation>
    </message>
    <message>
        <source>Truth</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>plagiarism</source>
        <translation>Plagiat</translation>
    </message>
    <message>
        <source>near-duplicate</source>
        <translation>Beinahe-Duplikat</translation>
    </message>
    <message>
        <source>not a duplicate</source>
        <translation>kein Duplikat</translation>
    </message>
    <message>
        <source>unsure</source>
        <translation>unsicher</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>zurückgesetzt</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 by %2: %3</source>
        <translation>%1 von %2: %3</translation>
    </message>
    <message>
        <source>Your review decision for the pair</source>
        <translation>Ihre Prüfentscheidung für das Paar</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
</context>
<context>
    <name>nd::ui::PairView</name>
    <message>
        <source>Document %1 is no longer in the workspace.</source>
        <translation>Dokument %1 ist nicht mehr im Arbeitsbereich.</translation>
    </message>
    <message>
        <source>Scroll &amp;together</source>
        <translation>&amp;Gemeinsam scrollen</translation>
    </message>
    <message>
        <source>Document A</source>
        <translation>Text A</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Text B</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>Gemeinsame Passagen</translation>
    </message>
    <message>
        <source>Shortest shared run of words shown as a passage</source>
        <translation>Kürzeste gemeinsame Wortfolge, die als Passage gezeigt wird</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Passage</translation>
    </message>
    <message>
        <source>Min. &amp;words:</source>
        <translation>Min. &amp;Wörter:</translation>
    </message>
    <message>
        <source>Open a pair from the list to compare it.</source>
        <translation>Ein Paar aus der Liste öffnen, um es zu vergleichen.</translation>
    </message>
    <message>
        <source>No workspace is open.</source>
        <translation>Kein Arbeitsbereich ist geöffnet.</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message numerus="yes">
        <source>No shared passage of %n or more words.</source>
        <translation>
            <numerusform>Keine gemeinsame Passage mit %n oder mehr Wort.</numerusform>
            <numerusform>Keine gemeinsame Passage mit %n oder mehr Wörtern.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared passage(s), </source>
        <translation>
            <numerusform>%n gemeinsame Passage, </numerusform>
            <numerusform>%n gemeinsame Passagen, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) in common.</source>
        <translation>
            <numerusform>%n gemeinsames Wort.</numerusform>
            <numerusform>%n gemeinsame Wörter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Shared passage %1</source>
        <translation>Gemeinsame Passage %1</translation>
    </message>
    <message>
        <source>Wra&amp;p lines</source>
        <translation>&amp;Zeilen umbrechen</translation>
    </message>
    <message>
        <source>These documents are very long; laying them out may take a while.</source>
        <translation>Diese Dokumente sind sehr lang; das Layout kann eine Weile dauern.</translation>
    </message>
    <message>
        <source>&amp;Lay out anyway</source>
        <translation>&amp;Trotzdem anzeigen</translation>
    </message>
    <message>
        <source>Comparison stopped.</source>
        <translation>Vergleich angehalten.</translation>
    </message>
    <message>
        <source>Comparing the two documents… (Esc stops)</source>
        <translation>Die beiden Dokumente werden verglichen… (Esc hält an)</translation>
    </message>
    <message>
        <source>Near match: %1</source>
        <translation>Ähnliche Übereinstimmung: %1</translation>
    </message>
    <message>
        <source>A is %1 % in B; B is %2 % in A</source>
        <translation>A ist zu %1 % in B enthalten; B zu %2 % in A</translation>
    </message>
    <message>
        <source>Shared passage %1: differs in the other document</source>
        <translation>Gemeinsame Passage %1: weicht im anderen Dokument ab</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>A is %1 % in B (%2 % before exclusions); B is %3 % in A (%4 % before exclusions)</source>
        <translation>A ist zu %1 % in B enthalten (%2 % vor Ausschlüssen); B zu %3 % in A (%4 % vor Ausschlüssen)</translation>
    </message>
    <message>
        <source>&amp;Quotes</source>
        <translation>&amp;Zitate</translation>
    </message>
    <message>
        <source>Leave quoted passages out of the score: %1</source>
        <translation>Zitierte Passagen nicht in den Wert einrechnen: %1</translation>
    </message>
    <message>
        <source>Re&amp;ferences</source>
        <translation>&amp;Literatur</translation>
    </message>
    <message>
        <source>Leave out everything from a heading such as “References”, “Bibliography”, “Works Cited”, “Literatur” or “参考文献” to the end</source>
        <translation>Alles ab einer Überschrift wie „References“, „Bibliography“, „Works Cited“, „Literatur“ oder „参考文献“ bis zum Ende auslassen</translation>
    </message>
    <message>
        <source>Boilerplate o&amp;ver</source>
        <translation>Textbausteine ü&amp;ber</translation>
    </message>
    <message numerus="yes">
        <source>Leave out runs of %n word(s) found in more than the given share of the collection&apos;s documents</source>
        <translation>
            <numerusform>Folgen von %n Wort auslassen, die in mehr als dem angegebenen Anteil der Dokumente der Sammlung vorkommen</numerusform>
            <numerusform>Folgen von %n Wörtern auslassen, die in mehr als dem angegebenen Anteil der Dokumente der Sammlung vorkommen</numerusform>
        </translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of the collection&apos;s documents a run of words must exceed to be boilerplate</source>
        <translation>Anteil der Dokumente der Sammlung, den eine Wortfolge überschreiten muss, um als Textbaustein zu gelten</translation>
    </message>
    <message>
        <source>Boilerplate share of documents</source>
        <translation>Anteil der Dokumente für Textbausteine</translation>
    </message>
    <message>
        <source>Exclude from the score:</source>
        <translation>Ausschließen:</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source> lines</source>
        <translation> Zeilen</translation>
    </message>
    <message>
        <source>Fold stretches of at least this many lines that share no passage</source>
        <translation>Abschnitte von mindestens so vielen Zeilen ohne gemeinsame Passage einklappen</translation>
    </message>
    <message>
        <source>Fold unmatched stretches of at least</source>
        <translation>Abschnitte ohne Übereinstimmung einklappen ab</translation>
    </message>
    <message>
        <source>Fold:</source>
        <translation>Einklappen:</translation>
    </message>
    <message>
        <source>Unfold all</source>
        <translation>Alle aufklappen</translation>
    </message>
    <message>
        <source>Show every folded stretch in both panes</source>
        <translation>Jeden eingeklappten Abschnitt in beiden Ansichten zeigen</translation>
    </message>
    <message>
        <source>Unfold all stretches</source>
        <translation>Alle eingeklappten Abschnitte aufklappen</translation>
    </message>
    <message>
        <source>Similarity: larger is more alike</source>
        <translation>Ähnlichkeit: größer heißt ähnlicher</translation>
    </message>
    <message>
        <source>Distance: smaller is more alike</source>
        <translation>Distanz: kleiner heißt ähnlicher</translation>
    </message>
    <message>
        <source>yes (%1 %2)</source>
        <translation>ja (%1 %2)</translation>
    </message>
    <message>
        <source>no (%1 %2)</source>
        <translation>nein (%1 %2)</translation>
    </message>
    <message>
        <source>At the method&apos;s suggested threshold %1 for these parameters</source>
        <translation>Bei der von der Methode vorgeschlagenen Schwelle %1 für diese Parameter</translation>
    </message>
    <message>
        <source>The method is not known to this version: no threshold</source>
        <translation>Diese Version kennt die Methode nicht: keine Schwelle</translation>
    </message>
    <message>
        <source>%1 (this run)</source>
        <translation>%1 (dieser Lauf)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Markiert</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message numerus="yes">
        <source>Parameters (%n run(s))</source>
        <translation>
            <numerusform>Parameter (%n Lauf)</numerusform>
            <numerusform>Parameter (%n Läufe)</numerusform>
        </translation>
    </message>
    <message>
        <source>Where (A / B)</source>
        <translation>Wo (A / B)</translation>
    </message>
    <message>
        <source>Scores of this pair in every run</source>
        <translation>Werte dieses Paars in jedem Lauf</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Excluded from the score</source>
        <translation>Nicht in den Wert eingerechnet</translation>
    </message>
    <message>
        <source>%1 (main content)</source>
        <translation>%1 (Hauptinhalt)</translation>
    </message>
    <message>
        <source>Show &amp;removed parts</source>
        <translation>Entfe&amp;rnte Teile zeigen</translation>
    </message>
    <message>
        <source>The run compared the main content of web pages: show the whole texts instead, with what the extraction removed in grey</source>
        <translation>Der Lauf verglich den Hauptinhalt von Webseiten: stattdessen die ganzen Texte zeigen, mit dem von der Extraktion Entfernten in Grau</translation>
    </message>
    <message>
        <source>%1 (main content; removed parts in grey)</source>
        <translation>%1 (Hauptinhalt; Entferntes in Grau)</translation>
    </message>
</context>
<context>
    <name>nd::ui::PreferencesDialog</name>
    <message>
        <source>Configure NearDup Workbench</source>
        <translation>NearDup Workbench einrichten</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>Stored with every review decision and shown in the reports</source>
        <translation>Wird mit jeder Prüfentscheidung gespeichert und in den Berichten gezeigt</translation>
    </message>
    <message>
        <source>&amp;Reviewer name:</source>
        <translation>&amp;Name der Prüferin/des Prüfers:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>Follows the system&apos;s colour scheme (light or dark).</source>
        <translation>Folgt dem Farbschema des Systems (hell oder dunkel).</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Farbschema:</translation>
    </message>
    <message>
        <source>New runs: preprocessing</source>
        <translation>Neue Läufe: Vorverarbeitung</translation>
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
        <source>Side-by-side view</source>
        <translation>Ansicht nebeneinander</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source> lines</source>
        <translation> Zeilen</translation>
    </message>
    <message>
        <source>&amp;Fold unmatched stretches from:</source>
        <translation>Abschnitte ohne Übereinstimmung &amp;einklappen ab:</translation>
    </message>
    <message>
        <source>system size</source>
        <translation>Systemgröße</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>&amp;Textgröße:</translation>
    </message>
</context>
<context>
    <name>nd::ui::QueryDialog</name>
    <message>
        <source>Query by Document</source>
        <translation>Mit Dokument abfragen</translation>
    </message>
    <message>
        <source>Paste the text to look for; paragraphs are separated by blank lines.</source>
        <translation>Den gesuchten Text einfügen; Absätze sind durch Leerzeilen getrennt.</translation>
    </message>
    <message>
        <source>none (use the text)</source>
        <translation>keins (den Text verwenden)</translation>
    </message>
    <message>
        <source>Paragraph by paragraph</source>
        <translation>Absatz für Absatz</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Methode:</translation>
    </message>
    <message>
        <source>Query &amp;text:</source>
        <translation>Anfrage&amp;text:</translation>
    </message>
    <message>
        <source>Or stored &amp;document id:</source>
        <translation>Oder gespeicherte &amp;Dokument-ID:</translation>
    </message>
    <message>
        <source>Max Hamming &amp;distance k:</source>
        <translation>Max. Hamming-&amp;Distanz k:</translation>
    </message>
    <message>
        <source>Query paragraph</source>
        <translation>Absatz der Anfrage</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distanz</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>Paste a text or give a stored document id.</source>
        <translation>Einen Text einfügen oder eine gespeicherte Dokument-ID angeben.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>Query by document</source>
        <translation>Abfrage mit Dokument</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>whole text</source>
        <translation>ganzer Text</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) within %1 bits.</source>
        <translation>
            <numerusform>%n Dokument innerhalb von %1 Bits.</numerusform>
            <numerusform>%n Dokumente innerhalb von %1 Bits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered from %n stored fingerprint(s).</source>
        <translation>
            <numerusform>Beantwortet aus %n gespeichertem Fingerabdruck.</numerusform>
            <numerusform>Beantwortet aus %n gespeicherten Fingerabdrücken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nd::ui::ResultsPanel</name>
    <message>
        <source>Run %1 is not in this workspace.</source>
        <translation>Lauf %1 ist nicht in diesem Arbeitsbereich.</translation>
    </message>
    <message>
        <source>No run selected.</source>
        <translation>Kein Lauf ausgewählt.</translation>
    </message>
    <message>
        <source>No workspace is open.</source>
        <translation>Kein Arbeitsbereich ist geöffnet.</translation>
    </message>
    <message>
        <source>Evaluating run %1…</source>
        <translation>Lauf %1 wird ausgewertet…</translation>
    </message>
    <message>
        <source>Run %1 could not be shown: %2</source>
        <translation>Lauf %1 konnte nicht angezeigt werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Run %1 — %2 %3 — %Ln scored pair(s), %4 positive</source>
        <translation>
            <numerusform>Lauf %1 – %2 %3 – %Ln bewertetes Paar, %4 positiv</numerusform>
            <numerusform>Lauf %1 – %2 %3 – %Ln bewertete Paare, %4 positiv</numerusform>
        </translation>
    </message>
    <message>
        <source>P %1  R %2  F1 %3 (macro F1 %4) at τ = %5, </source>
        <translation>P %1  R %2  F1 %3 (makro F1 %4) bei τ = %5, </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) flagged</source>
        <translation>
            <numerusform>%n Paar markiert</numerusform>
            <numerusform>%n Paare markiert</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no chart to export: show a run first.</source>
        <translation>Es gibt kein Diagramm zum Exportieren: zuerst einen Lauf anzeigen.</translation>
    </message>
    <message>
        <source>There is no curve to export: show a run first.</source>
        <translation>Es gibt keine Kurve zum Exportieren: zuerst einen Lauf anzeigen.</translation>
    </message>
    <message>
        <source>Every listed pair is decided.</source>
        <translation>Jedes aufgeführte Paar ist entschieden.</translation>
    </message>
    <message>
        <source>The decision could not be stored: %1</source>
        <translation>Die Entscheidung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The decisions could not be read: %1</source>
        <translation>Die Entscheidungen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Reviewer Agreement</source>
        <translation>Übereinstimmung der Prüfenden</translation>
    </message>
    <message>
        <source>Open a run first.</source>
        <translation>Zuerst einen Lauf öffnen.</translation>
    </message>
</context>
<context>
    <name>nd::ui::ReviewerAgreement</name>
    <message>
        <source>Reviewer Agreement</source>
        <translation>Übereinstimmung der Prüfenden</translation>
    </message>
    <message numerus="yes">
        <source>Agreement needs two reviewers; this collection has %n.</source>
        <translation>
            <numerusform>Für die Übereinstimmung braucht es zwei Prüfende; diese Sammlung hat %n.</numerusform>
            <numerusform>Für die Übereinstimmung braucht es zwei Prüfende; diese Sammlung hat %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>First reviewer:</source>
        <translation>Erste/r Prüfer/in:</translation>
    </message>
    <message>
        <source>Second reviewer:</source>
        <translation>Zweite/r Prüfer/in:</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Cohen&apos;s kappa between %1 and %2: &lt;b&gt;%3&lt;/b&gt; over %n pair(s) both decided (observed agreement %4, expected by chance %5).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Cohens Kappa zwischen %1 und %2: &lt;b&gt;%3&lt;/b&gt; über %n von beiden entschiedenes Paar (beobachtete Übereinstimmung %4, zufällig erwartet %5).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Cohens Kappa zwischen %1 und %2: &lt;b&gt;%3&lt;/b&gt; über %n von beiden entschiedene Paare (beobachtete Übereinstimmung %4, zufällig erwartet %5).&lt;/p&gt;</numerusform>
        </translation>
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
        <translation>Diese Methode hat keine Parameter.</translation>
    </message>
    <message>
        <source>No trained model in this workspace (neardup-cli train)</source>
        <translation>Kein trainiertes Modell in diesem Arbeitsbereich (neardup-cli train)</translation>
    </message>
    <message>
        <source>Classifiers: %1.</source>
        <translation>Klassifikatoren: %1.</translation>
    </message>
    <message>
        <source>#%1 %2, keywords at %3, CV F1 %4</source>
        <translation>#%1 %2, Schlüsselwörter ab %3, CV-F1 %4</translation>
    </message>
    <message>
        <source>Score every pair?</source>
        <translation>Alle Paare bewerten?</translation>
    </message>
    <message>
        <source>This run would score %1 pairs, more than the bound of %2 for this collection, and take about %3 s: the method compares (nearly) every pair here.

Run it anyway?</source>
        <translation>Dieser Lauf würde %1 Paare bewerten, mehr als die Grenze von %2 für diese Sammlung, und etwa %3 s dauern: Das Verfahren vergleicht hier (nahezu) jedes Paar.

Trotzdem ausführen?</translation>
    </message>
    <message>
        <source>Main content only (HTML, EPUB)</source>
        <translation>Nur Hauptinhalt (HTML, EPUB)</translation>
    </message>
    <message>
        <source>Compare the article text of web pages and EPUB chapters, without navigation, link lists, headers and footers</source>
        <translation>Den Artikeltext von Webseiten und EPUB-Kapiteln vergleichen, ohne Navigation, Linklisten, Kopf- und Fußzeilen</translation>
    </message>
    <message>
        <source>This run would score at least %1 pairs, more than the bound of %2 for this collection, and take at least %3 s: the method compares (nearly) every pair here.

Run it anyway?</source>
        <translation>Dieser Lauf würde mindestens %1 Paare bewerten, mehr als die Grenze von %2 für diese Sammlung, und mindestens %3 s dauern: Das Verfahren vergleicht hier (nahezu) jedes Paar.

Trotzdem ausführen?</translation>
    </message>
</context>
<context>
    <name>nd::ui::StudyTablesView</name>
    <message>
        <source>Tables of the paper that the study computes beside its chart.</source>
        <translation>Tabellen des Artikels, die die Studie neben ihrem Diagramm berechnet.</translation>
    </message>
</context>
<context>
    <name>nd::ui::TextPane</name>
    <message numerus="yes">
        <source>… %n line(s) without matches — click to expand</source>
        <translation>
            <numerusform>… %n Zeile ohne Übereinstimmung – zum Aufklappen klicken</numerusform>
            <numerusform>… %n Zeilen ohne Übereinstimmung – zum Aufklappen klicken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nd::ui::ThresholdBar</name>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Threshold value</source>
        <translation>Schwellenwert</translation>
    </message>
    <message>
        <source>Thres&amp;hold τ:</source>
        <translation>&amp;Schwelle τ:</translation>
    </message>
</context>
<context>
    <name>nd::ui::WelcomeDialog</name>
    <message>
        <source>Welcome to NearDup Workbench</source>
        <translation>Willkommen bei NearDup Workbench</translation>
    </message>
    <message>
        <source>NearDup Workbench finds near-duplicate and plagiarised documents in a collection and lets you review each pair it flags side by side.</source>
        <translation>NearDup Workbench findet Beinahe-Duplikate und Plagiate in einer Sammlung und zeigt jedes gefundene Paar zur Prüfung nebeneinander.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>&amp;Your name, stored with every review decision:</source>
        <translation>&amp;Ihr Name, gespeichert mit jeder Prüfentscheidung:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>Import a &amp;Folder…</source>
        <translation>&amp;Ordner importieren…</translation>
    </message>
    <message>
        <source>Every text, HTML, PDF or office file in it and its sub-folders</source>
        <translation>Jede Text-, HTML-, PDF- oder Office-Datei darin und in seinen Unterordnern</translation>
    </message>
    <message>
        <source>Import an &amp;Archive…</source>
        <translation>A&amp;rchiv importieren…</translation>
    </message>
    <message>
        <source>zip, tar, 7z and their compressed forms</source>
        <translation>zip, tar, 7z und ihre komprimierten Formen</translation>
    </message>
    <message>
        <source>Open the &amp;Sample Collection</source>
        <translation>&amp;Beispielsammlung öffnen</translation>
    </message>
    <message>
        <source>44 short documents, 11 groups of near-duplicates among them, with ground truth and a first run</source>
        <translation>44 kurze Dokumente, darunter 11 Gruppen von Beinahe-Duplikaten, mit Referenzdaten und einem ersten Lauf</translation>
    </message>
    <message>
        <source>Recent workspaces</source>
        <translation>Zuletzt geöffnete Arbeitsbereiche</translation>
    </message>
    <message>
        <source>No recent workspaces</source>
        <translation>Keine zuletzt geöffneten Arbeitsbereiche</translation>
    </message>
    <message>
        <source>&amp;Open Workspace</source>
        <translation>Arbeitsbereich ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
</context>
<context>
    <name>nd::ui::WorkspaceSession</name>
    <message>
        <source>NearDup workspaces (*.ndw);;All files (*)</source>
        <translation>NearDup-Arbeitsbereiche (*.ndw);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open workspace</source>
        <translation>Arbeitsbereich kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Jobs are running</source>
        <translation>Aufträge laufen</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) are still running. Cancel them and continue?</source>
        <translation>
            <numerusform>%n Auftrag läuft noch. Abbrechen und fortfahren?</numerusform>
            <numerusform>%n Aufträge laufen noch. Abbrechen und fortfahren?</numerusform>
        </translation>
    </message>
    <message>
        <source>New Workspace</source>
        <translation>Neuer Arbeitsbereich</translation>
    </message>
    <message>
        <source>Cannot create workspace</source>
        <translation>Arbeitsbereich kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 already existed and was opened, not replaced.</source>
        <translation>%1 war schon vorhanden und wurde geöffnet, nicht ersetzt.</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>Arbeitsbereich öffnen</translation>
    </message>
    <message>
        <source>Save a Copy of the Workspace</source>
        <translation>Kopie des Arbeitsbereichs speichern</translation>
    </message>
    <message>
        <source>Saved a copy of the workspace to %1.</source>
        <translation>Eine Kopie des Arbeitsbereichs wurde unter %1 gespeichert.</translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation>Kopie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent workspaces</source>
        <translation>Keine zuletzt geöffneten Arbeitsbereiche</translation>
    </message>
</context>
<context>
    <name>nd::ui::reportexport</name>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Show a run first: the report lists its pairs.</source>
        <translation>Zuerst einen Lauf anzeigen: Der Bericht listet seine Paare auf.</translation>
    </message>
    <message>
        <source>HTML page (*.html);;PDF document (*.pdf);;CSV table (*.csv);;JSON data (*.json)</source>
        <translation>HTML-Seite (*.html);;PDF-Dokument (*.pdf);;CSV-Tabelle (*.csv);;JSON-Daten (*.json)</translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation>Der Bericht kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Report of run %1</source>
        <translation>Bericht über Lauf %1</translation>
    </message>
</context>
</TS>
