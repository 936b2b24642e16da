<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>NcdDetectorBase</name>
    <message>
        <source>Every pair is compressed together: no pruning.</source>
        <translation>每一对都合并压缩：不剪枝。</translation>
    </message>
    <message>
        <source>Only pairs whose compressed sizes allow an NCD &lt;= %1 are compared; thresholds above %1 are not evaluated.</source>
        <translation>只比较压缩大小允许 NCD &lt;= %1 的文档对；高于 %1 的阈值不做评估。</translation>
    </message>
    <message>
        <source>Extracting signatures</source>
        <translation>提取签名</translation>
    </message>
</context>
<context>
    <name>SimhashFamilyDetector</name>
    <message>
        <source>Fingerprint bits</source>
        <translation>指纹位数</translation>
    </message>
    <message>
        <source>Fingerprint width f.</source>
        <translation>指纹宽度 f。</translation>
    </message>
    <message>
        <source>Max Hamming distance</source>
        <translation>最大汉明距离</translation>
    </message>
    <message>
        <source>Pairs differing in at most this many bits are found and stored (up to f/2 through Manku&apos;s tables; beyond, every pair is compared).</source>
        <translation>找出并保存至多相差这么多位的文档对（不超过 f/2 时使用 Manku 的表；超过则比较每一对）。</translation>
    </message>
    <message>
        <source>Table blocks</source>
        <translation>表分块数</translation>
    </message>
    <message>
        <source>Manku&apos;s n: f cut into n blocks, one table per n-k of them as prefix (0: chosen so the prefix has about log2(documents) bits).</source>
        <translation>Manku 的 n：把 f 分成 n 块，每取其中 n-k 块作前缀建一张表（0：自动选择，使前缀约有 log2(文档数) 位）。</translation>
    </message>
    <message>
        <source>Shingle size</source>
        <translation>shingle 长度</translation>
    </message>
    <message>
        <source>Features are word k-shingles (k = 1: words).</source>
        <translation>特征为 k 个词的 shingle（k = 1：单词）。</translation>
    </message>
    <message>
        <source>Feature weight</source>
        <translation>特征权重</translation>
    </message>
    <message>
        <source>Each occurrence of a feature votes with weight 1 (tf), or with its IDF, a shingle&apos;s being the sum of its words&apos; (tfidf; needs a pass over the collection first).</source>
        <translation>特征每出现一次以权重 1 投票（tf），或以其 IDF 投票，shingle 的 IDF 为其各词 IDF 之和（tfidf；需先遍历一遍文档集）。</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Score the pairs within the Hamming bound by their Hamming distance, or by the exact Jaccard distance (1 - J) of their word shingle sets.</source>
        <translation>对汉明界内的文档对按汉明距离评分，或按其词 shingle 集合的精确 Jaccard 距离（1 - J）评分。</translation>
    </message>
    <message>
        <source>Lexicons</source>
        <translation>词表数</translation>
    </message>
    <message>
        <source>L fingerprints: the whole vocabulary plus L-1 random lexicons; a pair&apos;s distance is the smallest over them.</source>
        <translation>L 个指纹：完整词汇加 L-1 个随机词表；一对文档的距离取其中最小值。</translation>
    </message>
    <message>
        <source>Lexicon fraction</source>
        <translation>词表比例</translation>
    </message>
    <message>
        <source>Share of the vocabulary each random lexicon keeps.</source>
        <translation>每个随机词表保留的词汇比例。</translation>
    </message>
    <message>
        <source>Lexicon seed</source>
        <translation>词表随机种子</translation>
    </message>
    <message>
        <source>Seed of the random lexicons (same seed, same lexicons).</source>
        <translation>随机词表的种子（种子相同，词表相同）。</translation>
    </message>
    <message>
        <source>Query documents</source>
        <translation>查询文档</translation>
    </message>
    <message>
        <source>Document ids separated by commas: only the pairs with one of them are found and stored, each query searched against the whole collection (empty: every pair).</source>
        <translation>以逗号分隔的文档 ID：只找出并保存含其中之一的文档对，每个查询都在整个文档集中检索（留空：所有文档对）。</translation>
    </message>
    <message>
        <source>Parameter &quot;queries&quot; of %1 must be document ids separated by commas, not &quot;%2&quot;.</source>
        <translation>%1 的参数“queries”必须是以逗号分隔的文档 ID，而不是“%2”。</translation>
    </message>
    <message>
        <source>Parameter &quot;max_distance&quot; of %1 must be below %2 for %2-bit fingerprints, not %3.</source>
        <translation>%1 的参数“max_distance”在 %2 位指纹下必须小于 %2，而不是 %3。</translation>
    </message>
    <message>
        <source>Parameter &quot;blocks&quot; of %1 must be 0 or between %2 and %3, not %4.</source>
        <translation>%1 的参数“blocks”必须为 0 或介于 %2 与 %3 之间，而不是 %4。</translation>
    </message>
    <message>
        <source>Parameter &quot;blocks&quot; of %1: %2 blocks with max_distance %3 need more than %4 tables.</source>
        <translation>%1 的参数“blocks”：%2 块配合 max_distance %3 需要超过 %4 张表。</translation>
    </message>
    <message>
        <source>Every pair of fingerprints is compared (a Hamming bound of %1 bits is beyond the f/2 = %2 that Manku&apos;s permuted tables serve): quadratic in the documents.</source>
        <translation>比较每一对指纹（%1 位的汉明界超出了 Manku 置换表可处理的 f/2 = %2）：随文档数呈平方增长。</translation>
    </message>
    <message>
        <source>Manku tables: %1 bits in %2 blocks; %3 tables (one per choice of %4 blocks as prefix), prefixes of at least %5 bits; every pair within %6 bits is found.</source>
        <translation>Manku 表：%1 位分为 %2 块；%3 张表（每种选 %4 块作前缀的组合一张），前缀至少 %5 位；相差 %6 位以内的每一对都能找到。</translation>
    </message>
    <message>
        <source>For %L1 documents they are expected to cost %2 comparisons against %3 for all pairs, so the run %4.</source>
        <translation>对 %L1 个文档，预计需要 %2 次比较，而比较所有文档对需要 %3 次，因此本次运行%4。</translation>
    </message>
    <message>
        <source>compares all pairs (one popcount each)</source>
        <translation>比较所有文档对（每对一次 popcount）</translation>
    </message>
    <message>
        <source>uses the tables</source>
        <translation>使用这些表</translation>
    </message>
    <message>
        <source>A run weighs the two for its own collection size.</source>
        <translation>每次运行会按其文档集大小权衡二者。</translation>
    </message>
    <message>
        <source>%1 fingerprints per document, one search each.</source>
        <translation>每个文档 %1 个指纹，各检索一次。</translation>
    </message>
    <message>
        <source>Pairs within the bound are scored by the exact Jaccard distance of their word %1-shingle sets.</source>
        <translation>界内的文档对按其 %1 词 shingle 集合的精确 Jaccard 距离评分。</translation>
    </message>
</context>
<context>
    <name>VsmDetector</name>
    <message>
        <source>Measure</source>
        <translation>度量</translation>
    </message>
    <message>
        <source>Jaccard is on the sets of terms, Bray-Curtis and Hamming as SciPy, Minkowski with p = 3. Pairs sharing no kept keyword are not compared, whatever the measure.</source>
        <translation>Jaccard 基于词项集合，Bray-Curtis 与 Hamming 同 SciPy，Minkowski 取 p = 3。无论哪种度量，没有共同保留关键词的文档对都不比较。</translation>
    </message>
    <message>
        <source>Keyword threshold</source>
        <translation>关键词阈值</translation>
    </message>
    <message>
        <source>Keep the terms whose association row has at least this cosine to the semantic centroid; 0 keeps all.</source>
        <translation>保留其关联行与语义质心的余弦至少为此值的词项；0 表示全部保留。</translation>
    </message>
    <message>
        <source>Keyword selection</source>
        <translation>关键词选择</translation>
    </message>
    <message>
        <source>Inverted index</source>
        <translation>倒排索引</translation>
    </message>
    <message>
        <source>Measures</source>
        <translation>度量</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cannot open workspace</source>
        <translation>无法打开工作区</translation>
    </message>
    <message>
        <source>The workspace %1 cannot be opened.</source>
        <translation>无法打开工作区 %1。</translation>
    </message>
    <message>
        <source>Open Another…</source>
        <translation>打开其他工作区…</translation>
    </message>
    <message>
        <source>Use Default Workspace</source>
        <translation>使用默认工作区</translation>
    </message>
    <message>
        <source>Open or Create Workspace</source>
        <translation>打开或新建工作区</translation>
    </message>
    <message>
        <source>NearDup workspaces (*.ndw);;All files (*)</source>
        <translation>NearDup 工作区 (*.ndw);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Find, compare and review near-duplicate and plagiarised documents.</source>
        <translation>查找、比对和审阅近似重复与抄袭文档。</translation>
    </message>
    <message>
        <source>Open the workspace FILE (created when missing).</source>
        <translation>打开工作区 FILE（不存在时自动创建）。</translation>
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
        <translation>最佳点</translation>
    </message>
</context>
<context>
    <name>nd::charts::PrfChart</name>
    <message>
        <source>Precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Best F1</source>
        <translation>最佳 F1</translation>
    </message>
    <message>
        <source>Precision / recall / F1</source>
        <translation>精确率 / 召回率 / F1</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Best F1 %1 at τ = %2</source>
        <translation>最佳 F1 %1（τ = %2）</translation>
    </message>
    <message>
        <source>Threshold τ: %1 (flagged when ≥ τ)</source>
        <translation>阈值 τ：%1（≥ τ 时标记）</translation>
    </message>
    <message>
        <source>Threshold τ: %1 (flagged when ≤ τ)</source>
        <translation>阈值 τ：%1（≤ τ 时标记）</translation>
    </message>
</context>
<context>
    <name>nd::charts::chartexport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The image size %1 x %2 is not between 1 and 20000 pixels.</source>
        <translation>图像尺寸 %1 x %2 不在 1 到 20000 像素之间。</translation>
    </message>
    <message>
        <source>The scale %1 is out of range.</source>
        <translation>缩放比例 %1 超出范围。</translation>
    </message>
    <message>
        <source>The chart could not be rendered.</source>
        <translation>无法绘制图表。</translation>
    </message>
    <message>
        <source>The chart could not be encoded as PNG.</source>
        <translation>无法将图表编码为 PNG。</translation>
    </message>
    <message>
        <source>The chart could not be rendered as PDF.</source>
        <translation>无法将图表输出为 PDF。</translation>
    </message>
    <message>
        <source>The chart could not be rendered as SVG.</source>
        <translation>无法将图表输出为 SVG。</translation>
    </message>
    <message>
        <source>Unknown chart format &quot;%1&quot;: use .png, .pdf or .svg.</source>
        <translation>未知的图表格式“%1”：请使用 .png、.pdf 或 .svg。</translation>
    </message>
</context>
<context>
    <name>nd::charts::reportexport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Decision report — run %1</source>
        <translation>审阅决定报告——运行 %1</translation>
    </message>
</context>
<context>
    <name>nd::detect</name>
    <message>
        <source>Simhash fingerprints</source>
        <translation>Simhash 指纹</translation>
    </message>
    <message>
        <source>Searching the collection for each query</source>
        <translation>为每个查询检索文档集</translation>
    </message>
    <message>
        <source>Comparing every pair of fingerprints</source>
        <translation>比较每一对指纹</translation>
    </message>
    <message>
        <source>Searching permuted tables</source>
        <translation>检索置换表</translation>
    </message>
    <message>
        <source>Exact Jaccard of pairs within the bound</source>
        <translation>界内文档对的精确 Jaccard 值</translation>
    </message>
</context>
<context>
    <name>nd::detect::Detector</name>
    <message>
        <source>Exact duplicates</source>
        <translation>完全重复</translation>
    </message>
    <message>
        <source>Documents whose canonical text (whitespace runs collapsed) has the same MD5 digest are exact duplicates of each other (paper 004, Ye et al.).</source>
        <translation>规范化文本（连续空白合并为一个）的 MD5 摘要相同的文档互为完全重复（论文 004，Ye 等）。</translation>
    </message>
    <message>
        <source>Broder shingling</source>
        <translation>Broder shingling 算法</translation>
    </message>
    <message>
        <source>Sets of word w-shingles compared by resemblance (Jaccard) or containment; candidate pairs share at least one (sampled) shingle, found by Broder&apos;s sort-based algorithm (Broder 1997, paper 004).</source>
        <translation>按相似度（Jaccard）或包含度比较词 w-shingle 集合；候选对至少共享一个（抽样的）shingle，由 Broder 基于排序的算法找出（Broder 1997，论文 004）。</translation>
    </message>
    <message>
        <source>Super-shingles</source>
        <translation>超级 shingle</translation>
    </message>
    <message>
        <source>84 min-hashed shingles grouped into 6 super-shingles of 14; documents sharing at least two super-shingles are near-duplicates, scored by the number shared (Fetterly et al. 2003, via paper 004).</source>
        <translation>84 个经最小哈希选出的 shingle 分为 6 组、每组 14 个，构成超级 shingle；至少共享两个超级 shingle 的文档为近似重复，以共享数目计分（Fetterly 等 2003，见论文 004）。</translation>
    </message>
    <message>
        <source>MinHash with LSH</source>
        <translation>MinHash 与 LSH</translation>
    </message>
    <message>
        <source>MinHash signatures of word shingle sets estimate the Jaccard resemblance; LSH banding finds candidate pairs without comparing all pairs (Broder 1997; paper 000, Fan &amp; Huang).</source>
        <translation>词 shingle 集合的 MinHash 签名估计 Jaccard 相似度；LSH 分带无需比较所有文档对即可找出候选对（Broder 1997；论文 000，Fan 与 Huang）。</translation>
    </message>
    <message>
        <source>I-Match</source>
        <translation>I-Match</translation>
    </message>
    <message>
        <source>I-Match: keep the terms whose normalised IDF (from this collection) lies in a band, hash each document&apos;s sorted set of kept terms with SHA-1; equal hashes are duplicates (Chowdhury et al. 2002, paper 000).</source>
        <translation>I-Match：保留归一化 IDF（来自本文档集）落在某一区间内的词项，对每篇文档保留词项的有序集合计算 SHA-1 哈希；哈希相同即为重复（Chowdhury 等 2002，论文 000）。</translation>
    </message>
    <message>
        <source>I-Match, multiple random lexicons</source>
        <translation>I-Match，多个随机词表</translation>
    </message>
    <message>
        <source>I-Match with K extra random lexicons (random subsets of the I-Match lexicon), one extra signature each; the score is the number of matching signatures (Kolcz et al. 2004, paper 000).</source>
        <translation>带 K 个额外随机词表（I-Match 词表的随机子集）的 I-Match，每个词表一个额外签名；分数为相同签名的个数（Kolcz 等 2004，论文 000）。</translation>
    </message>
    <message>
        <source>Simhash</source>
        <translation>Simhash</translation>
    </message>
    <message>
        <source>Charikar&apos;s simhash: a fingerprint voted bit by bit by the weighted tokens; near-duplicates differ in few bits (papers 000 and 002; Manku et al. 2007).</source>
        <translation>Charikar 的 simhash：由加权词元逐位投票得出的指纹；近似重复的文档只有少数位不同（论文 000 与 002；Manku 等 2007）。</translation>
    </message>
    <message>
        <source>Simhash of shingles</source>
        <translation>基于 shingle 的 Simhash</translation>
    </message>
    <message>
        <source>Shingling-based simhash: word k-shingles as features, each weighted by the sum of its words&apos; IDF (paper 000, Fan &amp; Huang) or by its occurrences.</source>
        <translation>基于 shingle 的 simhash：以词 k-shingle 为特征，每个特征按其各词 IDF 之和（论文 000，Fan 与 Huang）或出现次数加权。</translation>
    </message>
    <message>
        <source>Simhash with random lexicons</source>
        <translation>随机词表 Simhash</translation>
    </message>
    <message>
        <source>Multiple-random-lexicon simhash: one fingerprint per random lexicon; a pair&apos;s distance is the smallest over the lexicons (paper 000; Kolcz et al.).</source>
        <translation>多随机词表 simhash：每个随机词表一个指纹；文档对的距离取各词表中的最小值（论文 000；Kolcz 等）。</translation>
    </message>
    <message>
        <source>Simhash fusion (shingles + lexicons)</source>
        <translation>Simhash 融合（shingle + 词表）</translation>
    </message>
    <message>
        <source>Shingling-based multi-fingerprint simhash: k-shingle features and L random lexicons together, the best configuration of paper 000 (k = 2, L = 5).</source>
        <translation>基于 shingle 的多指纹 simhash：k-shingle 特征与 L 个随机词表结合，论文 000 的最佳配置（k = 2，L = 5）。</translation>
    </message>
    <message>
        <source>Simhash, word-weighted (Yu et al.)</source>
        <translation>词加权 Simhash（Yu 等）</translation>
    </message>
    <message>
        <source>64-bit simhash whose word weights add lambda for words of at least four characters and lambda for nouns to the word count (paper 002, Yu et al.). Nouns come from the English WordNet; in other languages Pos = 0, so only frequency and length count.</source>
        <translation>64 位 simhash，其词权重在词频之上为至少四个字符的词加 lambda、为名词加 lambda（论文 002，Yu 等）。名词取自英文 WordNet；其他语言中 Pos = 0，因此只计词频和词长。</translation>
    </message>
    <message>
        <source>SpotSigs (stopword-spot signatures)</source>
        <translation>SpotSigs（停用词锚点签名）</translation>
    </message>
    <message>
        <source>Chains of words after antecedent stopwords, IDF-filtered, compared by multiset Jaccard with length-bound and inverted-index pruning (Theobald et al. 2008).</source>
        <translation>前导停用词之后的词链，经 IDF 过滤，以多重集 Jaccard 比较，并用长度界限与倒排索引剪枝（Theobald 等 2008）。</translation>
    </message>
    <message>
        <source>Normalised compression distance</source>
        <translation>归一化压缩距离</translation>
    </message>
    <message>
        <source>NCD(x,y) = (C(xy) - min(C(x),C(y))) / max(C(x),C(y)) of the whole texts with a real compressor (Cilibrasi &amp; Vitányi 2005; baseline of paper 003).</source>
        <translation>用真实压缩器计算全文的 NCD(x,y) = (C(xy) - min(C(x),C(y))) / max(C(x),C(y))（Cilibrasi 与 Vitányi 2005；论文 003 的基线）。</translation>
    </message>
    <message>
        <source>SigNCD (punctuation-spot signatures + NCD)</source>
        <translation>SigNCD（标点锚点签名 + NCD）</translation>
    </message>
    <message>
        <source>NCD of lightweight signatures made of the words next to punctuation spots (default: the word before each comma), with lower-bound pruning (paper 003).</source>
        <translation>由标点锚点旁的词（默认：每个逗号前的词）构成的轻量签名的 NCD，并以下界剪枝（论文 003）。</translation>
    </message>
    <message>
        <source>SpotSigNCD (stopword-spot signatures + NCD)</source>
        <translation>SpotSigNCD（停用词锚点签名 + NCD）</translation>
    </message>
    <message>
        <source>NCD of SpotSigs&apos; stopword-spot signatures, with the pruning of SigNCD (paper 003, baseline SpotSigNCD w/ P1).</source>
        <translation>SpotSigs 停用词锚点签名的 NCD，采用 SigNCD 的剪枝（论文 003，基线 SpotSigNCD w/ P1）。</translation>
    </message>
    <message>
        <source>TF-IDF vectors over the keywords kept by correlation-based selection, compared with one of paper 001&apos;s measures (Chhajed et al.); only pairs sharing a kept keyword are compared.</source>
        <translation>基于相关性筛选保留的关键词构成的 TF-IDF 向量，以论文 001 的某一度量比较（Chhajed 等）；只比较共享某个保留关键词的文档对。</translation>
    </message>
    <message>
        <source>Vector space similarity</source>
        <translation>向量空间相似度</translation>
    </message>
    <message>
        <source>Vector space distance</source>
        <translation>向量空间距离</translation>
    </message>
    <message>
        <source>Trained classifier on 13 measures</source>
        <translation>基于 13 种度量训练的分类器</translation>
    </message>
    <message>
        <source>A classifier trained on pairs of a labelled collection (neardup-cli train) scores each pair sharing a kept keyword from paper 001&apos;s 13 similarity measures (Chhajed et al.).</source>
        <translation>在已标注文档集的文档对上训练的分类器（neardup-cli train），依据论文 001 的 13 种相似度度量为每个共享保留关键词的文档对打分（Chhajed 等）。</translation>
    </message>
    <message>
        <source>SL+ST (sentence-level features, block matching)</source>
        <translation>SL+ST（句子级特征，块匹配）</translation>
    </message>
    <message>
        <source>Each sentence as its term count and the terms at set positions; documents compared by the Jaccard resemblance of their blocks of consecutive sentences (Feng &amp; Wu 2015; baseline SL+ST of paper 003, whose block size and positions are this reading).</source>
        <translation>每个句子表示为其词项数及指定位置上的词项；以连续句子块集合的 Jaccard 相似度比较文档（Feng &amp; Wu 2015；论文 003 的基线 SL+ST，其块大小与位置为本软件的解读）。</translation>
    </message>
    <message>
        <source>an integer from %1 to %2</source>
        <translation>%1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>%1 到 %2 之间的数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 之一</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Unknown parameter &quot;%1&quot; for %2. Valid parameters: %3.</source>
        <translation>%2 没有参数“%1”。有效参数：%3。</translation>
    </message>
    <message>
        <source>Parameter &quot;%1&quot; of %2 must be %3, not &quot;%4&quot;.</source>
        <translation>%2 的参数“%1”必须是%3，而不是“%4”。</translation>
    </message>
    <message>
        <source>Shingle size</source>
        <translation>shingle 长度</translation>
    </message>
</context>
<context>
    <name>nd::detect::ExactDetector</name>
    <message>
        <source>Hashing canonical text</source>
        <translation>计算规范文本的哈希</translation>
    </message>
    <message>
        <source>Grouping by digest</source>
        <translation>按摘要分组</translation>
    </message>
</context>
<context>
    <name>nd::detect::IMatchDetector</name>
    <message>
        <source>Lowest NIDF kept</source>
        <translation>保留的最低 NIDF</translation>
    </message>
    <message>
        <source>Terms more common than this (NIDF below it) are left out of the lexicon.</source>
        <translation>比这更常见的词项（NIDF 低于此值）不进入词表。</translation>
    </message>
    <message>
        <source>Highest NIDF kept</source>
        <translation>保留的最高 NIDF</translation>
    </message>
    <message>
        <source>Terms rarer than this (NIDF above it) are left out; NIDF 1 = in one document.</source>
        <translation>比这更罕见的词项（NIDF 高于此值）被排除；NIDF 1 = 只出现在一个文档中。</translation>
    </message>
    <message>
        <source>Parameter &quot;nidf_low&quot; (%1) must not exceed &quot;nidf_high&quot; (%2).</source>
        <translation>参数“nidf_low”（%1）不得超过“nidf_high”（%2）。</translation>
    </message>
    <message>
        <source>Collection statistics</source>
        <translation>文档集统计</translation>
    </message>
    <message>
        <source>I-Match signatures</source>
        <translation>I-Match 签名</translation>
    </message>
</context>
<context>
    <name>nd::detect::IMatchLexiconsDetector</name>
    <message>
        <source>Extra lexicons</source>
        <translation>额外词表数</translation>
    </message>
    <message>
        <source>Number K of extra random lexicons (one extra signature each).</source>
        <translation>额外随机词表的个数 K（每个一个额外签名）。</translation>
    </message>
    <message>
        <source>Fraction of terms kept</source>
        <translation>保留词项比例</translation>
    </message>
    <message>
        <source>Share of the I-Match lexicon each extra lexicon keeps, chosen at random.</source>
        <translation>每个额外词表随机保留的 I-Match 词表比例。</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Seed of the random lexicons; the same seed gives the same lexicons.</source>
        <translation>随机词表的种子；种子相同则词表相同。</translation>
    </message>
    <message>
        <source>%1 signatures per document (I-Match plus %2 random lexicons of %3% of its terms).</source>
        <translation>每个文档 %1 个签名（I-Match 加 %2 个随机词表，各含其 %3% 的词项）。</translation>
    </message>
    <message>
        <source>Collection statistics and lexicons</source>
        <translation>文档集统计与词表</translation>
    </message>
    <message>
        <source>I-Match signatures</source>
        <translation>I-Match 签名</translation>
    </message>
    <message>
        <source>Grouping signatures</source>
        <translation>对签名分组</translation>
    </message>
</context>
<context>
    <name>nd::detect::LearnedDetector</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>A trained model stored in this workspace (neardup-cli train makes them, neardup-cli models lists them; the run panel offers them by classifier and F1).</source>
        <translation>保存在此工作区中的已训练模型（由 neardup-cli train 生成，neardup-cli models 列出；运行面板按分类器和 F1 列出供选择）。</translation>
    </message>
    <message>
        <source>There is no trained model %1 in this workspace.</source>
        <translation>此工作区中没有已训练的模型 %1。</translation>
    </message>
    <message>
        <source>Keyword selection</source>
        <translation>关键词选择</translation>
    </message>
    <message>
        <source>Classifying pairs</source>
        <translation>对文档对分类</translation>
    </message>
</context>
<context>
    <name>nd::detect::MinHashDetector</name>
    <message>
        <source>Permutations</source>
        <translation>置换数</translation>
    </message>
    <message>
        <source>Hash functions in a signature; more is slower and more precise.</source>
        <translation>签名中的哈希函数个数；越多越慢也越精确。</translation>
    </message>
    <message>
        <source>Target threshold</source>
        <translation>目标阈值</translation>
    </message>
    <message>
        <source>Jaccard around which LSH bands and rows are tuned.</source>
        <translation>LSH 的带数和行数据此 Jaccard 值调整。</translation>
    </message>
    <message>
        <source>Words per shingle (w).</source>
        <translation>每个 shingle 的词数（w）。</translation>
    </message>
    <message>
        <source>Hashing</source>
        <translation>哈希方式</translation>
    </message>
    <message>
        <source>One hash function per slot, or one hash per shingle spread over the slots as bins with empty bins densified (faster).</source>
        <translation>每个位置一个哈希函数，或每个 shingle 一个哈希，按分箱分到各位置并填补空箱（更快）。</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Score candidates by the signature estimate or by the exact Jaccard.</source>
        <translation>按签名估计值或精确 Jaccard 值为候选对评分。</translation>
    </message>
    <message>
        <source>%1 bands × %2 rows (%3 of %4 permutations); pairs at Jaccard ≥ %5 become candidates with probability ≥ 0.5.</source>
        <translation>%1 个带 × %2 行（%4 个置换中用 %3 个）；Jaccard ≥ %5 的文档对成为候选的概率 ≥ 0.5。</translation>
    </message>
    <message>
        <source>MinHash signatures</source>
        <translation>MinHash 签名</translation>
    </message>
    <message>
        <source>LSH banding</source>
        <translation>LSH 分带</translation>
    </message>
    <message>
        <source>Exact Jaccard of candidates</source>
        <translation>候选对的精确 Jaccard 值</translation>
    </message>
</context>
<context>
    <name>nd::detect::SentenceBlocksDetector</name>
    <message>
        <source>Sentences per block</source>
        <translation>每块句数</translation>
    </message>
    <message>
        <source>Consecutive sentences matched as one block (the reference does not say how many; 3 here).</source>
        <translation>作为一个块匹配的连续句子数（原文未说明多少；此处为 3）。</translation>
    </message>
    <message>
        <source>Term positions</source>
        <translation>词项位置</translation>
    </message>
    <message>
        <source>Which terms of a sentence join its term count in its feature: 1-based, negative from the end (the reference does not say which; first and last here), empty for the count alone.</source>
        <translation>句子中哪些词项与其词项数一起构成特征：从 1 开始计，负数从末尾计（原文未说明；此处取首尾两个），留空则只用词项数。</translation>
    </message>
    <message>
        <source>Candidate bound</source>
        <translation>候选界限</translation>
    </message>
    <message>
        <source>Pairs whose block counts rule out a Jaccard of this much are not compared (0 = every pair sharing a block).</source>
        <translation>块数已排除达到此 Jaccard 值可能的文档对不做比较（0 = 每个有共同块的文档对）。</translation>
    </message>
    <message>
        <source>Parameter &quot;positions&quot; of slst must be a comma-separated list of term positions such as &quot;1,-1&quot; (non-zero, -100 to 100).</source>
        <translation>slst 的参数“positions”必须是以逗号分隔的词项位置列表，如“1,-1”（非零，-100 到 100）。</translation>
    </message>
    <message>
        <source>Extracting sentence blocks</source>
        <translation>提取句子块</translation>
    </message>
    <message>
        <source>Matching sentence blocks</source>
        <translation>匹配句子块</translation>
    </message>
</context>
<context>
    <name>nd::detect::ShinglingDetector</name>
    <message>
        <source>Shingling</source>
        <translation>生成 shingle</translation>
    </message>
    <message>
        <source>Sorting shingles</source>
        <translation>对 shingle 排序</translation>
    </message>
    <message>
        <source>Counting shared shingles</source>
        <translation>统计共同 shingle</translation>
    </message>
    <message>
        <source>Words per shingle (w); Broder and paper 004 use 10, the product keeps 4 (stopwords are removed first).</source>
        <translation>每个 shingle 的词数（w）；Broder 和论文 004 用 10，本程序保留 4（先去除停用词）。</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>度量</translation>
    </message>
    <message>
        <source>Resemblance |A∩B|/|A∪B| or containment |A∩B|/min(|A|,|B|).</source>
        <translation>相似度 |A∩B|/|A∪B| 或包含度 |A∩B|/min(|A|,|B|)。</translation>
    </message>
    <message>
        <source>Max documents per shingle</source>
        <translation>每个 shingle 的最多文档数</translation>
    </message>
    <message>
        <source>Shingles found in more documents are ignored as common (0 = no limit).</source>
        <translation>出现在更多文档中的 shingle 视为常见而忽略（0 = 不限）。</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>抽样</translation>
    </message>
    <message>
        <source>Per-document sample: all, hash mod n = r, Broder&apos;s 1/25 capped at 400, or Heintze&apos;s N smallest hashes.</source>
        <translation>每个文档的抽样：全部、哈希 mod n = r、Broder 的 1/25（至多 400 个），或 Heintze 的最小 N 个哈希。</translation>
    </message>
    <message>
        <source>Sampling modulus n</source>
        <translation>抽样模数 n</translation>
    </message>
    <message>
        <source>mod sampling keeps shingles whose hash mod n = r: ratio 1/n (Broder: 25; paper 004: 2 to 32).</source>
        <translation>mod 抽样保留哈希 mod n = r 的 shingle：比例 1/n（Broder：25；论文 004：2 到 32）。</translation>
    </message>
    <message>
        <source>Sampling remainder r</source>
        <translation>抽样余数 r</translation>
    </message>
    <message>
        <source>The remainder kept by mod sampling (paper 004 averages the trials r = 0 .. n-1).</source>
        <translation>mod 抽样保留的余数（论文 004 对 r = 0 .. n-1 的各次试验取平均）。</translation>
    </message>
    <message>
        <source>Smallest N</source>
        <translation>最小 N 个</translation>
    </message>
    <message>
        <source>smallest sampling keeps the N smallest shingle hashes of each document.</source>
        <translation>smallest 抽样保留每个文档最小的 N 个 shingle 哈希。</translation>
    </message>
    <message>
        <source>Fingerprint bits</source>
        <translation>指纹位数</translation>
    </message>
    <message>
        <source>Shingle fingerprint width; 32/40 bits (Rabin in older work) collide about once per 2^16/2^20 shingles, faking shared shingles; 128 is MD5 and slower.</source>
        <translation>shingle 指纹宽度；32/40 位（早期工作中的 Rabin）约每 2^16/2^20 个 shingle 碰撞一次，造成虚假的共同 shingle；128 位为 MD5，更慢。</translation>
    </message>
    <message>
        <source>Sort memory (MB)</source>
        <translation>排序内存（MB）</translation>
    </message>
    <message>
        <source>Beyond this the shingle and pair sorts write sorted runs to temporary files and merge them.</source>
        <translation>超过此值时，shingle 和文档对的排序把已排序的分段写入临时文件再归并。</translation>
    </message>
    <message>
        <source>sample_remainder must be smaller than sample_modulus.</source>
        <translation>sample_remainder 必须小于 sample_modulus。</translation>
    </message>
    <message>
        <source>Keeps about 1/%1 of each document&apos;s shingles (hash mod %1 = %2).</source>
        <translation>保留每个文档约 1/%1 的 shingle（哈希 mod %1 = %2）。</translation>
    </message>
    <message>
        <source>Keeps about 1/25 of each document&apos;s shingles, at most 400.</source>
        <translation>保留每个文档约 1/25 的 shingle，至多 400 个。</translation>
    </message>
    <message>
        <source>Keeps the %1 smallest shingle hashes of each document.</source>
        <translation>保留每个文档最小的 %1 个 shingle 哈希。</translation>
    </message>
</context>
<context>
    <name>nd::detect::SigNcdDetector</name>
    <message>
        <source>Spot punctuation</source>
        <translation>锚点标点</translation>
    </message>
    <message>
        <source>Punctuation marks at which words are taken (comma is best in the paper); custom takes the characters of Custom spots.</source>
        <translation>在哪些标点处取词（论文中逗号最好）；custom 使用“自定义锚点”中的字符。</translation>
    </message>
    <message>
        <source>Custom spots</source>
        <translation>自定义锚点</translation>
    </message>
    <message>
        <source>The spot characters when Spot punctuation is custom, e.g. &quot;,;:&quot;.</source>
        <translation>当“锚点标点”为 custom 时使用的锚点字符，例如“,;:”。</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Words per spot: 1L before, 1R after, 2/4/6 both sides.</source>
        <translation>每个锚点取的词数：1L 取前一个，1R 取后一个，2/4/6 取两侧。</translation>
    </message>
    <message>
        <source>Minimum spots</source>
        <translation>最少锚点数</translation>
    </message>
    <message>
        <source>Documents with fewer spots are compared as whole texts.</source>
        <translation>锚点更少的文档按全文比较。</translation>
    </message>
    <message>
        <source>Parameter &quot;custom_spots&quot; of signcd must name at least one spot character when &quot;spots&quot; is custom.</source>
        <translation>当“spots”为 custom 时，signcd 的参数“custom_spots”必须至少给出一个锚点字符。</translation>
    </message>
</context>
<context>
    <name>nd::detect::SpotSigNcdDetector</name>
    <message>
        <source>Minimum spots</source>
        <translation>最少锚点数</translation>
    </message>
    <message>
        <source>Documents with fewer spot signatures are compared as whole texts.</source>
        <translation>锚点签名更少的文档按全文比较。</translation>
    </message>
</context>
<context>
    <name>nd::detect::SpotSigsDetector</name>
    <message>
        <source>Antecedents</source>
        <translation>前导词</translation>
    </message>
    <message>
        <source>Stopwords that start a signature; paper = {a, there, was, said, the, is}.</source>
        <translation>作为签名开头的停用词；论文中为 {a, there, was, said, the, is}。</translation>
    </message>
    <message>
        <source>Spot distance</source>
        <translation>锚点间距</translation>
    </message>
    <message>
        <source>Take every d-th following non-stopword into the chain.</source>
        <translation>每隔 d 个取一个后续非停用词放入链中。</translation>
    </message>
    <message>
        <source>Chain length</source>
        <translation>链长</translation>
    </message>
    <message>
        <source>Words in the chain after the antecedent.</source>
        <translation>前导词之后链中的词数。</translation>
    </message>
    <message>
        <source>Minimum IDF</source>
        <translation>最小 IDF</translation>
    </message>
    <message>
        <source>Drop signatures more common than this normalised IDF log(N/df)/log(N).</source>
        <translation>丢弃比此归一化 IDF log(N/df)/log(N) 更常见的签名。</translation>
    </message>
    <message>
        <source>Maximum IDF</source>
        <translation>最大 IDF</translation>
    </message>
    <message>
        <source>Drop signatures rarer than this normalised IDF.</source>
        <translation>丢弃比此归一化 IDF 更罕见的签名。</translation>
    </message>
    <message>
        <source>Minimum signatures</source>
        <translation>最少签名数</translation>
    </message>
    <message>
        <source>Documents with fewer signatures (after the IDF filter) are not compared.</source>
        <translation>签名（经 IDF 过滤后）更少的文档不做比较。</translation>
    </message>
    <message>
        <source>Candidate bound</source>
        <translation>候选界限</translation>
    </message>
    <message>
        <source>Pairs whose signature counts rule out a Jaccard of this much are not compared.</source>
        <translation>签名数已排除达到此 Jaccard 值可能的文档对不做比较。</translation>
    </message>
    <message>
        <source>min_idf must not exceed max_idf.</source>
        <translation>min_idf 不得超过 max_idf。</translation>
    </message>
    <message>
        <source>Extracting spot signatures</source>
        <translation>提取锚点签名</translation>
    </message>
    <message>
        <source>Comparing spot signatures</source>
        <translation>比较锚点签名</translation>
    </message>
</context>
<context>
    <name>nd::detect::SuperShingleDetector</name>
    <message>
        <source>Words per shingle; Fetterly et al. use 5, the product keeps 4 like shingling.</source>
        <translation>每个 shingle 的词数；Fetterly 等人用 5，本程序与 shingling 一样保留 4。</translation>
    </message>
    <message>
        <source>Min-hashes</source>
        <translation>最小哈希数</translation>
    </message>
    <message>
        <source>Independent min-hash functions over each document&apos;s shingles.</source>
        <translation>作用于每个文档 shingle 的独立最小哈希函数。</translation>
    </message>
    <message>
        <source>Super-shingles</source>
        <translation>超级 shingle</translation>
    </message>
    <message>
        <source>Super-shingles per document, each the hash of minhashes/groups consecutive min-hashes.</source>
        <translation>每个文档的超级 shingle 数，每个是 minhashes/groups 个连续最小哈希的哈希。</translation>
    </message>
    <message>
        <source>Super-shingles in common</source>
        <translation>共同超级 shingle 数</translation>
    </message>
    <message>
        <source>Pairs sharing fewer super-shingles are not candidates (Fetterly: two).</source>
        <translation>共同超级 shingle 更少的文档对不作候选（Fetterly：两个）。</translation>
    </message>
    <message>
        <source>minhashes (%1) must be divisible by groups (%2).</source>
        <translation>minhashes（%1）必须能被 groups（%2）整除。</translation>
    </message>
    <message>
        <source>min_common cannot exceed groups (%1).</source>
        <translation>min_common 不得超过 groups（%1）。</translation>
    </message>
    <message>
        <source>%1 super-shingles of %2 min-hashes each; candidates share at least %3.</source>
        <translation>%1 个超级 shingle，各由 %2 个最小哈希组成；候选对至少共有 %3 个。</translation>
    </message>
    <message>
        <source>Matching super-shingles</source>
        <translation>匹配超级 shingle</translation>
    </message>
</context>
<context>
    <name>nd::detect::WeightedSimhashDetector</name>
    <message>
        <source>Max Hamming distance</source>
        <translation>最大汉明距离</translation>
    </message>
    <message>
        <source>Pairs differing in at most this many bits are found and stored (at most 32).</source>
        <translation>找出并保存至多相差这么多位的文档对（至多 32）。</translation>
    </message>
    <message>
        <source>Lambda</source>
        <translation>Lambda</translation>
    </message>
    <message>
        <source>Bonus per Len/Pos point: Score = n + lambda (Len + Pos); the paper gives no value.</source>
        <translation>每个 Len/Pos 分的加成：Score = n + lambda (Len + Pos)；论文未给出取值。</translation>
    </message>
    <message>
        <source>No WordNet noun list (%1): Pos = 0 for every word.</source>
        <translation>没有 WordNet 名词表（%1）：每个词的 Pos = 0。</translation>
    </message>
    <message>
        <source>Weighted simhash fingerprints</source>
        <translation>加权 Simhash 指纹</translation>
    </message>
    <message>
        <source>Searching block tables</source>
        <translation>检索分块表</translation>
    </message>
    <message>
        <source>Comparing every pair of fingerprints</source>
        <translation>比较每一对指纹</translation>
    </message>
</context>
<context>
    <name>nd::detect::compression</name>
    <message>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>Threads for the comparisons (0 = the workbench&apos;s setting, by default all cores); results do not depend on it.</source>
        <translation>用于比较的线程数（0 = 程序的设置，默认使用全部核心）；结果与此无关。</translation>
    </message>
    <message>
        <source>Compressor</source>
        <translation>压缩器</translation>
    </message>
    <message>
        <source>Real compressor giving C(x); the paper uses Snappy (Fig. 10 compares others).</source>
        <translation>给出 C(x) 的实际压缩器；论文使用 Snappy（图 10 比较了其他压缩器）。</translation>
    </message>
    <message>
        <source>Pruning</source>
        <translation>剪枝</translation>
    </message>
    <message>
        <source>P1: skip pairs with C(x)/C(y) &lt; 1 - tau; P2: triangle inequality via a third document.</source>
        <translation>P1：跳过 C(x)/C(y) &lt; 1 - tau 的文档对；P2：借助第三个文档用三角不等式剪枝。</translation>
    </message>
    <message>
        <source>Pruning bound tau</source>
        <translation>剪枝界限 tau</translation>
    </message>
    <message>
        <source>Pairs that cannot reach an NCD &lt;= tau are pruned; thresholds above it are not evaluated.</source>
        <translation>不可能达到 NCD &lt;= tau 的文档对被剪除；高于此值的阈值不做评估。</translation>
    </message>
    <message>
        <source>Skip matched documents</source>
        <translation>跳过已匹配的文档</translation>
    </message>
    <message>
        <source>Algorithm 1 as written: a document found within tau of an earlier one joins the checked set and is compared no further, so pairs of two such documents are never scored (fewer comparisons, lower pairwise recall).</source>
        <translation>按原文的算法 1：与先前某文档相距在 tau 以内的文档加入已检查集合且不再比较，因此两个此类文档组成的对永远不被评分（比较更少，成对召回率更低）。</translation>
    </message>
    <message>
        <source>Compressing</source>
        <translation>压缩</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>比较</translation>
    </message>
</context>
<context>
    <name>nd::experiments</name>
    <message>
        <source>Collection %1 has no ground truth (%2).</source>
        <translation>文档集 %1 没有标准答案（%2）。</translation>
    </message>
    <message>
        <source>Preparing documents</source>
        <translation>正在准备文档</translation>
    </message>
    <message>
        <source>Keyword threshold %1: training pairs</source>
        <translation>关键词阈值 %1：训练文档对</translation>
    </message>
    <message>
        <source>Keyword threshold %1: %2 (%3 of %4)</source>
        <translation>关键词阈值 %1：%2（第 %3 个，共 %4 个）</translation>
    </message>
    <message>
        <source>F1 vs keyword threshold, %1 % of the documents held out (paper 001 Fig. 7)</source>
        <translation>F1 随关键词阈值的变化，留出 %1% 的文档（论文 001 图 7）</translation>
    </message>
    <message>
        <source>F1 vs keyword threshold, %1-fold cross-validation (paper 001 Fig. 7)</source>
        <translation>F1 随关键词阈值的变化，%1 折交叉验证（论文 001 图 7）</translation>
    </message>
    <message>
        <source>Keyword threshold (cosine to the semantic centroid)</source>
        <translation>关键词阈值（与语义质心的余弦）</translation>
    </message>
    <message>
        <source>F1 (held-out documents)</source>
        <translation>F1（留出文档）</translation>
    </message>
    <message>
        <source>F1 (cross-validated)</source>
        <translation>F1（交叉验证）</translation>
    </message>
    <message>
        <source>Table IX: largest keyword threshold with F1 &gt;= 0.78</source>
        <translation>表 IX：F1 &gt;= 0.78 的最大关键词阈值</translation>
    </message>
    <message>
        <source>Classifier</source>
        <translation>分类器</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Vocabulary size vs keyword threshold (paper 001 Table III, Fig. 3)</source>
        <translation>词表规模随关键词阈值的变化（论文 001 表 III、图 3）</translation>
    </message>
    <message>
        <source>Keywords kept</source>
        <translation>保留的关键词</translation>
    </message>
    <message>
        <source>keywords kept</source>
        <translation>保留的关键词</translation>
    </message>
    <message>
        <source>Keyword threshold %1 (%2 of %3)</source>
        <translation>关键词阈值 %1（第 %2 个，共 %3 个）</translation>
    </message>
    <message>
        <source>Top words by cosine to the semantic centroid (paper 001 Tables I, II)</source>
        <translation>与语义质心余弦最大的词（论文 001 表 I、II）</translation>
    </message>
    <message>
        <source>Word (stem)</source>
        <translation>词（词干）</translation>
    </message>
    <message>
        <source>Cosine of the word&apos;s association row to the centroid</source>
        <translation>该词关联行与质心的余弦</translation>
    </message>
    <message>
        <source>cosine to the centroid (Table II)</source>
        <translation>与质心的余弦（表 II）</translation>
    </message>
    <message>
        <source>Table I: highest averages across the rows of the association matrix (semantic centroid)</source>
        <translation>表 I：关联矩阵各行中平均值最高者（语义质心）</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>词</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>Cosine to centroid</source>
        <translation>与质心的余弦</translation>
    </message>
    <message>
        <source>Table II: most significant words and their similarity to the centroid</source>
        <translation>表 II：最显著的词及其与质心的相似度</translation>
    </message>
    <message>
        <source>Word similarity</source>
        <translation>词相似度</translation>
    </message>
</context>
<context>
    <name>nd::review</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Decision report — run %1</source>
        <translation>审阅决定报告——运行 %1</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>文档集</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Preprocessing</source>
        <translation>预处理</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>生成时间</translation>
    </message>
    <message>
        <source>%1 pairs</source>
        <translation>%1 个文档对</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决定</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>未决定</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>No shared passages.</source>
        <translation>没有相似片段。</translation>
    </message>
    <message>
        <source>Unknown report format &quot;%1&quot;: use .html, .pdf, .csv or .json.</source>
        <translation>未知的报告格式“%1”：请使用 .html、.pdf、.csv 或 .json。</translation>
    </message>
    <message>
        <source>Plagiarism</source>
        <translation>抄袭</translation>
    </message>
    <message>
        <source>Near-duplicate</source>
        <translation>近似重复</translation>
    </message>
    <message>
        <source>Not a duplicate</source>
        <translation>非重复</translation>
    </message>
    <message>
        <source>Unsure</source>
        <translation>不确定</translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation>已撤销</translation>
    </message>
</context>
<context>
    <name>nd::ui::BitStrip</name>
    <message>
        <source>Fingerprint bits that differ</source>
        <translation>不同的指纹位</translation>
    </message>
    <message>
        <source>No bit differs</source>
        <translation>没有不同的位</translation>
    </message>
    <message>
        <source>Bits that differ: %1</source>
        <translation>不同的位：%1</translation>
    </message>
</context>
<context>
    <name>nd::ui::ClusterView</name>
    <message>
        <source>Clusters</source>
        <translation>聚类</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Weakest link</source>
        <translation>最弱连接</translation>
    </message>
    <message>
        <source>&amp;Split at Weakest Link</source>
        <translation>在最弱连接处拆分(&amp;S)</translation>
    </message>
    <message>
        <source>Show &amp;Pairs</source>
        <translation>显示文档对(&amp;P)</translation>
    </message>
    <message>
        <source>Show &amp;All Pairs</source>
        <translation>显示所有文档对(&amp;A)</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n cluster(s)</source>
        <translation>
            <numerusform>%n 个聚类</numerusform>
        </translation>
    </message>
    <message>
        <source> of %1 documents at threshold %2</source>
        <translation>，共 %1 个文档，阈值 %2</translation>
    </message>
    <message>
        <source>Show a run to see its clusters.</source>
        <translation>显示一个运行以查看其聚类。</translation>
    </message>
</context>
<context>
    <name>nd::ui::CollectionBrowser</name>
    <message>
        <source>Collections</source>
        <translation>文档集</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行记录</translation>
    </message>
    <message>
        <source>Filter documents…</source>
        <translation>筛选文档…</translation>
    </message>
    <message>
        <source>Filter documents</source>
        <translation>筛选文档</translation>
    </message>
    <message>
        <source>&amp;Collections</source>
        <translation>文档集(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Documents</source>
        <translation>文档(&amp;D)</translation>
    </message>
    <message>
        <source>R&amp;uns</source>
        <translation>运行记录(&amp;U)</translation>
    </message>
</context>
<context>
    <name>nd::ui::CollectionModel</name>
    <message>
        <source>Clusters</source>
        <translation>聚类</translation>
    </message>
    <message>
        <source>Labelled pairs</source>
        <translation>已标注的文档对</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1
Source: %2
Created: %3</source>
        <translation>%1
来源：%2
创建时间：%3</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>文档集</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Ground truth</source>
        <translation>标准答案</translation>
    </message>
</context>
<context>
    <name>nd::ui::CollectionOperations</name>
    <message>
        <source>Cannot read the collections</source>
        <translation>无法读取文档集列表</translation>
    </message>
    <message>
        <source>Cannot read the collection</source>
        <translation>无法读取文档集</translation>
    </message>
    <message>
        <source>Cannot read the runs</source>
        <translation>无法读取运行记录</translation>
    </message>
    <message>
        <source>Cannot show the document</source>
        <translation>无法显示文档</translation>
    </message>
    <message>
        <source>The document no longer exists.</source>
        <translation>该文档已不存在。</translation>
    </message>
    <message>
        <source>Import Files</source>
        <translation>导入文件</translation>
    </message>
    <message>
        <source>Documents (*.txt *.text *.md *.html *.htm *.xhtml);;All files (*)</source>
        <translation>文档 (*.txt *.text *.md *.html *.htm *.xhtml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import Folder</source>
        <translation>导入文件夹</translation>
    </message>
    <message>
        <source>Import Archive</source>
        <translation>导入归档</translation>
    </message>
    <message>
        <source>Archives (*.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar.zst *.7z);;All files (*)</source>
        <translation>归档文件 (*.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar.zst *.7z);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import “%1”</source>
        <translation>导入“%1”</translation>
    </message>
    <message>
        <source>Import of “%1” cancelled.</source>
        <translation>“%1”的导入已取消。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n document(s) into “%1”.</source>
        <translation>
            <numerusform>已将 %n 个文档导入“%1”。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import of “%1” cancelled; nothing was kept.</source>
        <translation>“%1”的导入已取消，未保留任何内容。</translation>
    </message>
    <message>
        <source>The import of “%1” failed</source>
        <translation>“%1”的导入失败</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>%1 finished: %2 pairs scored.</source>
        <translation>%1 完成：已为 %2 个文档对评分。</translation>
    </message>
    <message>
        <source>%1 cancelled.</source>
        <translation>%1 已取消。</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 失败</translation>
    </message>
    <message>
        <source>Prepare sample collection</source>
        <translation>准备示例文档集</translation>
    </message>
    <message>
        <source>Cannot read the sample run</source>
        <translation>无法读取示例运行</translation>
    </message>
    <message>
        <source>Import Ground Truth</source>
        <translation>导入标准答案</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>CSV 文件 (*.csv *.tsv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Replace ground truth?</source>
        <translation>替换标准答案？</translation>
    </message>
    <message>
        <source>“%1” already has ground truth (%2). Replace it with the contents of the file?</source>
        <translation>“%1”已有标准答案（%2）。要用文件内容替换吗？</translation>
    </message>
    <message>
        <source>Import ground truth</source>
        <translation>导入标准答案</translation>
    </message>
    <message>
        <source>%1 rows of %2 ground truth applied from %3.</source>
        <translation>已从 %3 应用 %1 行标准答案（%2）。</translation>
    </message>
    <message>
        <source>%1 rows name documents the collection does not have.</source>
        <translation>%1 行指向文档集中不存在的文档。</translation>
    </message>
    <message>
        <source>Ground truth imported</source>
        <translation>标准答案已导入</translation>
    </message>
    <message>
        <source>Delete collection?</source>
        <translation>删除文档集？</translation>
    </message>
    <message>
        <source>Delete “%1” with its %2 documents, ground truth and runs? This cannot be undone.</source>
        <translation>删除“%1”及其 %2 个文档、标准答案和运行记录？此操作无法撤销。</translation>
    </message>
    <message>
        <source>Delete “%1”</source>
        <translation>删除“%1”</translation>
    </message>
    <message>
        <source>Deleted “%1”.</source>
        <translation>已删除“%1”。</translation>
    </message>
</context>
<context>
    <name>nd::ui::DecisionBar</name>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Undo Decision</source>
        <translation>撤销决定</translation>
    </message>
    <message>
        <source>Redo Decision</source>
        <translation>重做决定</translation>
    </message>
    <message>
        <source>Next Undecided</source>
        <translation>下一个未决定的文档对</translation>
    </message>
    <message>
        <source>Note (stored with the decision; Enter saves)</source>
        <translation>备注（与决定一同保存；按 Enter 保存）</translation>
    </message>
    <message>
        <source>Decision note</source>
        <translation>决定备注</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>审阅人</translation>
    </message>
    <message>
        <source>&amp;Auto-advance</source>
        <translation>自动前进(&amp;A)</translation>
    </message>
    <message>
        <source>After a decision, open the next undecided pair</source>
        <translation>做出决定后打开下一个未决定的文档对</translation>
    </message>
    <message>
        <source>Decide first: a note is stored with a decision.</source>
        <translation>请先做出决定：备注随决定一同保存。</translation>
    </message>
    <message>
        <source>Your name, stored with every decision:</source>
        <translation>您的姓名，随每个决定一同保存：</translation>
    </message>
    <message>
        <source>Reviewer: %1</source>
        <translation>审阅人：%1</translation>
    </message>
    <message>
        <source>Open a pair to record a decision.</source>
        <translation>打开一个文档对以记录决定。</translation>
    </message>
    <message>
        <source>%1 — by %2, %3</source>
        <translation>%1——%2，%3</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>未决定</translation>
    </message>
    <message>
        <source>Reviewer: (not set)</source>
        <translation>审阅人：（未设置）</translation>
    </message>
</context>
<context>
    <name>nd::ui::DocumentDialog</name>
    <message>
        <source>Document — %1</source>
        <translation>文档 — %1</translation>
    </message>
    <message>
        <source>Path:</source>
        <translation>路径：</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>%1 (%2 invalid sequences replaced)</source>
        <translation>%1（已替换 %2 个无效序列）</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>编码：</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>大小：</translation>
    </message>
    <message>
        <source>%1, %2 words, %3</source>
        <translation>%1，%2 个词，%3</translation>
    </message>
    <message>
        <source>Cluster:</source>
        <translation>聚类：</translation>
    </message>
    <message>
        <source>Document text</source>
        <translation>文档正文</translation>
    </message>
</context>
<context>
    <name>nd::ui::DocumentModel</name>
    <message>
        <source>%1
%2 words, %3, %4</source>
        <translation>%1
%2 个词，%3，%4</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>词数</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>编码</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>聚类</translation>
    </message>
</context>
<context>
    <name>nd::ui::ExperimentForm</name>
    <message>
        <source>(no preset)</source>
        <translation>（无预设）</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Values (e.g. 1..5, 1,4,7 or 0.1..0.5:0.1)</source>
        <translation>取值（例如 1..5、1,4,7 或 0.1..0.5:0.1）</translation>
    </message>
    <message>
        <source>Add Parameter</source>
        <translation>添加参数</translation>
    </message>
    <message>
        <source>Remove Parameter</source>
        <translation>移除参数</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>Score the runs against the collection&apos;s stored ground truth or against the reviewers&apos; decisions (plagiarism and near-duplicate positive, not a duplicate negative).</source>
        <translation>依据文档集存储的标准答案或审阅人的决定为运行评分（抄袭和近似重复为正例，非重复为负例）。</translation>
    </message>
    <message>
        <source>Pairwise (micro)</source>
        <translation>按文档对（微平均）</translation>
    </message>
    <message>
        <source>Per cluster (macro)</source>
        <translation>按聚类（宏平均）</translation>
    </message>
    <message>
        <source>Per query, sources as queries (macro, paper 000)</source>
        <translation>按查询，以源文档为查询（宏平均，论文 000）</translation>
    </message>
    <message>
        <source>Per query, every document of the truth (macro)</source>
        <translation>按查询，标准答案中的每个文档（宏平均）</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>预设：</translation>
    </message>
    <message>
        <source>Methods:</source>
        <translation>方法：</translation>
    </message>
    <message>
        <source>Grid:</source>
        <translation>网格：</translation>
    </message>
    <message>
        <source>Chart metric:</source>
        <translation>图表指标：</translation>
    </message>
    <message>
        <source>Ground truth:</source>
        <translation>标准答案：</translation>
    </message>
    <message>
        <source>Scored:</source>
        <translation>评分方式：</translation>
    </message>
    <message>
        <source>Check at least one method.</source>
        <translation>请至少勾选一种方法。</translation>
    </message>
    <message>
        <source>%1 runs as one study on the collection: press Run.</source>
        <translation>%1 将作为一项研究在文档集上运行：请按“运行”。</translation>
    </message>
    <message>
        <source>Stored ground truth</source>
        <translation>存储的标准答案</translation>
    </message>
    <message>
        <source>Reviewers&apos; decisions (latest of anyone)</source>
        <translation>审阅人的决定（取任何人的最新决定）</translation>
    </message>
    <message>
        <source>Decisions of %1</source>
        <translation>%1 的决定</translation>
    </message>
</context>
<context>
    <name>nd::ui::ExperimentPanel</name>
    <message>
        <source>Run Sweep</source>
        <translation>运行参数扫描</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export Chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Export Numbers…</source>
        <translation>导出数据…</translation>
    </message>
    <message>
        <source>%1 against the threshold</source>
        <translation>%1 随阈值的变化</translation>
    </message>
    <message>
        <source>Grid point 1 of %1…</source>
        <translation>网格点 1 / %1…</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>参数扫描</translation>
    </message>
    <message numerus="yes">
        <source>%n grid point(s) done.</source>
        <translation>
            <numerusform>已完成 %n 个网格点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n grid point(s) kept.</source>
        <translation>
            <numerusform>已取消：保留 %n 个网格点。</numerusform>
        </translation>
    </message>
    <message>
        <source>The sweep failed: %1</source>
        <translation>参数扫描失败：%1</translation>
    </message>
    <message>
        <source>Grid point %1 of %2: %3</source>
        <translation>网格点 %1 / %2：%3</translation>
    </message>
    <message>
        <source>Score sweep</source>
        <translation>为参数扫描评分</translation>
    </message>
    <message numerus="yes">
        <source>Scored again: %n grid point(s).</source>
        <translation>
            <numerusform>已重新评分：%n 个网格点。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Scoring failed: %1</source>
        <translation>评分失败：%1</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>研究</translation>
    </message>
    <message>
        <source>Study done: %1.</source>
        <translation>研究完成：%1。</translation>
    </message>
    <message>
        <source>Study cancelled.</source>
        <translation>研究已取消。</translation>
    </message>
    <message>
        <source>The study failed: %1</source>
        <translation>研究失败：%1</translation>
    </message>
</context>
<context>
    <name>nd::ui::ExperimentResultsView</name>
    <message>
        <source>Grid values</source>
        <translation>网格取值</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Best F1</source>
        <translation>最佳 F1</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf);;SVG image (*.svg)</source>
        <translation>PNG 图像 (*.png);;PDF 文档 (*.pdf);;SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>Chart written to %1.</source>
        <translation>图表已写入 %1。</translation>
    </message>
    <message>
        <source>Export Numbers</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Numbers written to %1, parameters to %2.</source>
        <translation>数据已写入 %1，参数已写入 %2。</translation>
    </message>
</context>
<context>
    <name>nd::ui::ExplainPanel</name>
    <message>
        <source>Shingling (w = %1): |A ∩ B| = %2, |A| = %3, |B| = %4; resemblance %5, A in B %6, B in A %7.</source>
        <translation>Shingling（w = %1）：|A ∩ B| = %2，|A| = %3，|B| = %4；相似度 %5，A 包含于 B %6，B 包含于 A %7。</translation>
    </message>
    <message>
        <source>First shared shingles:</source>
        <translation>前几个共同的 shingle：</translation>
    </message>
    <message>
        <source>MinHash (%1 permutations, w = %2): estimate %3 (%4 of %5 slots agree), exact Jaccard %6.</source>
        <translation>MinHash（%1 个排列，w = %2）：估计值 %3（%5 个槽位中 %4 个一致），精确 Jaccard %6。</translation>
    </message>
    <message>
        <source>LSH: %1 bands of %2 rows; no band collided.</source>
        <translation>LSH：%1 个带，每带 %2 行；没有带发生碰撞。</translation>
    </message>
    <message>
        <source>LSH: %1 bands of %2 rows; colliding band(s): %3.</source>
        <translation>LSH：%1 个带，每带 %2 行；发生碰撞的带：%3。</translation>
    </message>
    <message>
        <source>Why this pair matched</source>
        <translation>为什么该文档对被匹配</translation>
    </message>
    <message>
        <source>Open a pair of a run to see why it matched.</source>
        <translation>打开某次运行中的文档对，查看其被匹配的原因。</translation>
    </message>
    <message>
        <source>Simhash (%1 bits, TF weights): Hamming distance %2; the filled cells are the bits that differ.
A %3
B %4</source>
        <translation>Simhash（%1 位，TF 权重）：汉明距离 %2；填充的格子是不同的位。
A %3
B %4</translation>
    </message>
    <message>
        <source>Exact: both canonical texts have the MD5 digest %1.</source>
        <translation>精确：两篇规范化文本的 MD5 摘要均为 %1。</translation>
    </message>
    <message>
        <source>Exact: the digests differ (A %1, B %2).</source>
        <translation>精确：摘要不同（A %1，B %2）。</translation>
    </message>
    <message>
        <source>No explanation is available for the method “%1” yet.</source>
        <translation>方法“%1”暂无解释。</translation>
    </message>
    <message>
        <source>SpotSigs: %1 of A&apos;s %2 and B&apos;s %3 spot signatures are shared (multiset Jaccard %4 before the collection&apos;s IDF filter; the run counted only signatures with a normalised IDF in [%5, %6]).</source>
        <translation>SpotSigs：A 的 %2 个和 B 的 %3 个 spot 签名中有 %1 个相同（应用文档集 IDF 过滤前的多重集 Jaccard 为 %4；该运行只计入归一化 IDF 在 [%5, %6] 内的签名）。</translation>
    </message>
    <message>
        <source>First shared signatures:</source>
        <translation>前几个共同签名：</translation>
    </message>
    <message>
        <source>%1 bytes (whole text: too few spots)</source>
        <translation>%1 字节（全文：spot 太少）</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>%1 with %2: C(A) = %3, C(B) = %4, C(AB) = %5 bytes compressed;
NCD = (C(AB) - min) / max = %6; lower bound 1 - min/max = %7.
Compressed input: A %8, B %9.</source>
        <translation>%1（%2）：压缩后 C(A) = %3，C(B) = %4，C(AB) = %5 字节；
NCD = (C(AB) - min) / max = %6；下界 1 - min/max = %7。
压缩输入：A %8，B %9。</translation>
    </message>
    <message>
        <source>Signature words in both:</source>
        <translation>两者共有的签名词：</translation>
    </message>
</context>
<context>
    <name>nd::ui::FindBar</name>
    <message>
        <source>Find in both documents</source>
        <translation>在两篇文档中查找</translation>
    </message>
    <message>
        <source>Previous hit</source>
        <translation>上一个结果</translation>
    </message>
    <message>
        <source>Previous hit (Shift+Enter)</source>
        <translation>上一个结果 (Shift+Enter)</translation>
    </message>
    <message>
        <source>Next hit</source>
        <translation>下一个结果</translation>
    </message>
    <message>
        <source>Next hit (Enter)</source>
        <translation>下一个结果 (Enter)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>关闭查找栏</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>查找(&amp;F)：</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n 个结果</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>nd::ui::ImportDialog</name>
    <message>
        <source>Archives (*.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar.zst *.7z);;All files (*)</source>
        <translation>归档文件 (*.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar.zst *.7z);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import Documents</source>
        <translation>导入文档</translation>
    </message>
    <message>
        <source>Text and HTML files, folders (read recursively) and archives become one new collection. Files that cannot be read are listed in the import report.</source>
        <translation>文本和 HTML 文件、文件夹（递归读取）以及归档文件将组成一个新的文档集。无法读取的文件会列在导入报告中。</translation>
    </message>
    <message>
        <source>Paths to import</source>
        <translation>要导入的路径</translation>
    </message>
    <message>
        <source>Add &amp;Files…</source>
        <translation>添加文件(&amp;F)…</translation>
    </message>
    <message>
        <source>Add F&amp;older…</source>
        <translation>添加文件夹(&amp;O)…</translation>
    </message>
    <message>
        <source>Add &amp;Archive…</source>
        <translation>添加归档(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Name of the first path</source>
        <translation>第一个路径的名称</translation>
    </message>
    <message>
        <source>Sub-folders are &amp;clusters (ground truth)</source>
        <translation>子文件夹即聚类（标准答案）(&amp;C)</translation>
    </message>
    <message>
        <source>Documents in the same first-level folder are near-duplicates of each other; the folders become the collection&apos;s ground truth.</source>
        <translation>位于同一个一级文件夹中的文档互为近似重复；这些文件夹将成为该文档集的标准答案。</translation>
    </message>
    <message>
        <source>Collection &amp;name:</source>
        <translation>文档集名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Add Files</source>
        <translation>添加文件</translation>
    </message>
    <message>
        <source>Documents (*.txt *.text *.md *.html *.htm *.xhtml);;All files (*)</source>
        <translation>文档 (*.txt *.text *.md *.html *.htm *.xhtml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Add Folder</source>
        <translation>添加文件夹</translation>
    </message>
    <message>
        <source>Add Archive</source>
        <translation>添加归档</translation>
    </message>
</context>
<context>
    <name>nd::ui::ImportReportView</name>
    <message>
        <source>Files not imported</source>
        <translation>未导入的文件</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>No import yet in this session.</source>
        <translation>本次会话尚未导入任何内容。</translation>
    </message>
    <message>
        <source>The import of “%1” was cancelled; nothing was kept.</source>
        <translation>“%1”的导入已取消，未保留任何内容。</translation>
    </message>
    <message>
        <source>“%1”: %2 of %3 files imported in %4 s; %5 not imported.</source>
        <translation>“%1”：%4 秒内导入了 %3 个文件中的 %2 个；%5 个未导入。</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>编码</translation>
    </message>
    <message>
        <source>Documents imported</source>
        <translation>已导入的文档</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Encodings: %1.</source>
        <translation>编码：%1。</translation>
    </message>
    <message>
        <source>Issues (%1)</source>
        <translation>问题（%1）</translation>
    </message>
    <message>
        <source>Documents (%1)</source>
        <translation>文档（%1）</translation>
    </message>
</context>
<context>
    <name>nd::ui::JobRunner</name>
    <message>
        <source>An unexpected error stopped the job.</source>
        <translation>意外错误导致任务中止。</translation>
    </message>
</context>
<context>
    <name>nd::ui::JobsDock</name>
    <message>
        <source>Jobs</source>
        <translation>任务</translation>
    </message>
</context>
<context>
    <name>nd::ui::JobsPanel</name>
    <message>
        <source>No jobs are running.</source>
        <translation>没有正在运行的任务。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>%1 的进度</translation>
    </message>
    <message>
        <source>Cancel %1</source>
        <translation>取消 %1</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
</context>
<context>
    <name>nd::ui::MainMenus</name>
    <message>
        <source>&amp;New…</source>
        <translation>新建(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Save a &amp;Copy…</source>
        <translation>保存副本(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Import &amp;Files…</source>
        <translation>导入文件(&amp;F)…</translation>
    </message>
    <message>
        <source>Import F&amp;older…</source>
        <translation>导入文件夹(&amp;O)…</translation>
    </message>
    <message>
        <source>Import &amp;Archive…</source>
        <translation>导入归档(&amp;A)…</translation>
    </message>
    <message>
        <source>Import &amp;Ground Truth CSV…</source>
        <translation>导入标准答案 CSV(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Delete Collection</source>
        <translation>删除文档集(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Run Detector</source>
        <translation>运行检测器(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel Jobs</source>
        <translation>取消任务(&amp;C)</translation>
    </message>
    <message>
        <source>Export &amp;Chart…</source>
        <translation>导出图表(&amp;C)…</translation>
    </message>
    <message>
        <source>Export &amp;Numbers (CSV)…</source>
        <translation>导出数据 (CSV)(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;About NearDup Workbench</source>
        <translation>关于 NearDup Workbench(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Workspace</source>
        <translation>工作区(&amp;W)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Collection</source>
        <translation>文档集(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Query by Document…</source>
        <translation>以文档查询(&amp;Q)…</translation>
    </message>
    <message>
        <source>Re&amp;sults</source>
        <translation>结果(&amp;S)</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>导出报告(&amp;R)…</translation>
    </message>
    <message>
        <source>C&amp;lusters…</source>
        <translation>聚类(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Experiment…</source>
        <translation>实验(&amp;E)…</translation>
    </message>
    <message>
        <source>Reviewer &amp;Agreement…</source>
        <translation>审阅人一致性(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Configure NearDup Workbench…</source>
        <translation>配置 NearDup Workbench(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>欢迎(&amp;W)…</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>Query by Document</source>
        <translation>以文档查询</translation>
    </message>
    <message>
        <source>Select a collection to search first.</source>
        <translation>请先选择要搜索的文档集。</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf);;SVG drawing (*.svg)</source>
        <translation>PNG 图像 (*.png);;PDF 文档 (*.pdf);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Chart exported to %1.</source>
        <translation>图表已导出到 %1。</translation>
    </message>
    <message>
        <source>Cannot export the chart</source>
        <translation>无法导出图表</translation>
    </message>
    <message>
        <source>Export Numbers</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Numbers exported to %1.</source>
        <translation>数据已导出到 %1。</translation>
    </message>
    <message>
        <source>Cannot export the numbers</source>
        <translation>无法导出数据</translation>
    </message>
    <message>
        <source>About NearDup Workbench</source>
        <translation>关于 NearDup Workbench</translation>
    </message>
    <message>
        <source>&lt;h3&gt;NearDup Workbench %1&lt;/h3&gt;&lt;p&gt;Finds near-duplicate and plagiarised documents with the methods of the research literature (shingling, MinHash, simhash, spot signatures, compression distance) and measures them against ground truth.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;NearDup Workbench %1&lt;/h3&gt;&lt;p&gt;使用研究文献中的方法（Shingling、MinHash、SimHash、Spot 签名、压缩距离）查找近似重复和抄袭的文档，并依据标准答案对这些方法进行评估。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>nd::ui::MainWindow</name>
    <message>
        <source>%1 failed</source>
        <translation>%1 失败</translation>
    </message>
    <message>
        <source>%1 started.</source>
        <translation>%1 已开始。</translation>
    </message>
    <message>
        <source>Showing run %1.</source>
        <translation>正在显示运行 %1。</translation>
    </message>
    <message>
        <source>Cannot open workspace</source>
        <translation>无法打开工作区</translation>
    </message>
    <message>
        <source>NearDup Workbench</source>
        <translation>NearDup Workbench</translation>
    </message>
    <message>
        <source>%1 — NearDup Workbench</source>
        <translation>%1 — NearDup Workbench</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>已打开 %1。</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>文档集</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>审阅</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>实验</translation>
    </message>
</context>
<context>
    <name>nd::ui::MatchNavigator</name>
    <message>
        <source>First match</source>
        <translation>第一处匹配</translation>
    </message>
    <message>
        <source>First match (Ctrl+Home)</source>
        <translation>第一处匹配 (Ctrl+Home)</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>上一处匹配</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一处匹配 (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>下一处匹配</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>下一处匹配 (F3)</translation>
    </message>
    <message>
        <source>Last match</source>
        <translation>最后一处匹配</translation>
    </message>
    <message>
        <source>Last match (Ctrl+End)</source>
        <translation>最后一处匹配 (Ctrl+End)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>无匹配</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n 个片段</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>nd::ui::ModeStack</name>
    <message>
        <source>Modes</source>
        <translation>模式</translation>
    </message>
</context>
<context>
    <name>nd::ui::OverviewStrip</name>
    <message>
        <source>Overview of the document</source>
        <translation>文档概览</translation>
    </message>
    <message>
        <source>Where the shared passages lie in the whole document; click to go there</source>
        <translation>相似片段在整篇文档中的位置；单击可跳转</translation>
    </message>
</context>
<context>
    <name>nd::ui::PairListPanel</name>
    <message>
        <source>Filter by document name</source>
        <translation>按文档名筛选</translation>
    </message>
    <message>
        <source>min score</source>
        <translation>最低得分</translation>
    </message>
    <message>
        <source>max score</source>
        <translation>最高得分</translation>
    </message>
    <message>
        <source>Flagged pairs</source>
        <translation>已标记的文档对</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>筛选(&amp;F)：</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>All decisions</source>
        <translation>全部决定</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>未决定</translation>
    </message>
    <message>
        <source>Decided</source>
        <translation>已决定</translation>
    </message>
    <message>
        <source>Filter by decision</source>
        <translation>按决定筛选</translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>显示 %n 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nd::ui::PairTableModel</name>
    <message>
        <source>duplicate</source>
        <translation>重复</translation>
    </message>
    <message>
        <source>not duplicate</source>
        <translation>非重复</translation>
    </message>
    <message>
        <source>unlabelled</source>
        <translation>未标注</translation>
    </message>
    <message>
        <source>Document A</source>
        <translation>文档 A</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>文档 B</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>The ground truth&apos;s label for the pair</source>
        <translation>标准答案中该文档对的标签</translation>
    </message>
    <message>
        <source>Truth</source>
        <translation>标准答案</translation>
    </message>
    <message>
        <source>plagiarism</source>
        <translation>抄袭</translation>
    </message>
    <message>
        <source>near-duplicate</source>
        <translation>近似重复</translation>
    </message>
    <message>
        <source>not a duplicate</source>
        <translation>非重复</translation>
    </message>
    <message>
        <source>unsure</source>
        <translation>不确定</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>已清除</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 by %2: %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>Your review decision for the pair</source>
        <translation>您对该文档对的审阅决定</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决定</translation>
    </message>
</context>
<context>
    <name>nd::ui::PairView</name>
    <message>
        <source>Document %1 is no longer in the workspace.</source>
        <translation>文档 %1 已不在工作区中。</translation>
    </message>
    <message>
        <source>Scroll &amp;together</source>
        <translation>同步滚动(&amp;T)</translation>
    </message>
    <message>
        <source>Document A</source>
        <translation>文档 A</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>文档 B</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>相似片段</translation>
    </message>
    <message>
        <source>Shortest shared run of words shown as a passage</source>
        <translation>显示为片段的最短共同词序列</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>词数</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>片段</translation>
    </message>
    <message>
        <source>Min. &amp;words:</source>
        <translation>最少词数(&amp;W)：</translation>
    </message>
    <message>
        <source>Open a pair from the list to compare it.</source>
        <translation>从列表中打开一个文档对进行比对。</translation>
    </message>
    <message>
        <source>No workspace is open.</source>
        <translation>未打开工作区。</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message numerus="yes">
        <source>No shared passage of %n or more words.</source>
        <translation>
            <numerusform>没有 %n 个词及以上的相似片段。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared passage(s), </source>
        <translation>
            <numerusform>%n 个相似片段，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) in common.</source>
        <translation>
            <numerusform>共有 %n 个相同的词。</numerusform>
        </translation>
    </message>
    <message>
        <source>Shared passage %1</source>
        <translation>相似片段 %1</translation>
    </message>
    <message>
        <source>Wra&amp;p lines</source>
        <translation>自动换行(&amp;P)</translation>
    </message>
    <message>
        <source>These documents are very long; laying them out may take a while.</source>
        <translation>这些文档非常长，排版可能需要一些时间。</translation>
    </message>
    <message>
        <source>&amp;Lay out anyway</source>
        <translation>仍然排版(&amp;L)</translation>
    </message>
    <message>
        <source>Comparison stopped.</source>
        <translation>比对已停止。</translation>
    </message>
    <message>
        <source>Comparing the two documents… (Esc stops)</source>
        <translation>正在比对两篇文档…（按 Esc 停止）</translation>
    </message>
    <message>
        <source>Near match: %1</source>
        <translation>近似匹配：%1</translation>
    </message>
    <message>
        <source>A is %1 % in B; B is %2 % in A</source>
        <translation>A 有 %1 % 包含于 B；B 有 %2 % 包含于 A</translation>
    </message>
    <message>
        <source>Shared passage %1: differs in the other document</source>
        <translation>相似片段 %1：在另一篇文档中有差异</translation>
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
        <translation>A 有 %1 % 包含于 B（排除前 %2 %）；B 有 %3 % 包含于 A（排除前 %4 %）</translation>
    </message>
    <message>
        <source>&amp;Quotes</source>
        <translation>引文(&amp;Q)</translation>
    </message>
    <message>
        <source>Leave quoted passages out of the score: %1</source>
        <translation>计分时排除引用的段落：%1</translation>
    </message>
    <message>
        <source>Re&amp;ferences</source>
        <translation>参考文献(&amp;F)</translation>
    </message>
    <message>
        <source>Leave out everything from a heading such as “References”, “Bibliography”, “Works Cited”, “Literatur” or “参考文献” to the end</source>
        <translation>排除从“References”“Bibliography”“Works Cited”“Literatur”或“参考文献”等标题起直到文末的全部内容</translation>
    </message>
    <message>
        <source>Boilerplate o&amp;ver</source>
        <translation>模板文字超过(&amp;V)</translation>
    </message>
    <message numerus="yes">
        <source>Leave out runs of %n word(s) found in more than the given share of the collection&apos;s documents</source>
        <translation>
            <numerusform>排除在文档集中超过给定比例的文档里出现的 %n 词序列</numerusform>
        </translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of the collection&apos;s documents a run of words must exceed to be boilerplate</source>
        <translation>被视为模板文字的词序列须出现于文档集中超过此比例的文档</translation>
    </message>
    <message>
        <source>Boilerplate share of documents</source>
        <translation>模板文字的文档比例</translation>
    </message>
    <message>
        <source>Exclude from the score:</source>
        <translation>计分时排除：</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source> lines</source>
        <translation> 行</translation>
    </message>
    <message>
        <source>Fold stretches of at least this many lines that share no passage</source>
        <translation>折叠至少这么多行且不含相似片段的段落</translation>
    </message>
    <message>
        <source>Fold unmatched stretches of at least</source>
        <translation>折叠无匹配段落，最少行数</translation>
    </message>
    <message>
        <source>Fold:</source>
        <translation>折叠：</translation>
    </message>
    <message>
        <source>Unfold all</source>
        <translation>全部展开</translation>
    </message>
    <message>
        <source>Show every folded stretch in both panes</source>
        <translation>在两侧窗格中显示每个折叠的段落</translation>
    </message>
    <message>
        <source>Unfold all stretches</source>
        <translation>展开所有折叠的段落</translation>
    </message>
    <message>
        <source>Similarity: larger is more alike</source>
        <translation>相似度：越大越相似</translation>
    </message>
    <message>
        <source>Distance: smaller is more alike</source>
        <translation>距离：越小越相似</translation>
    </message>
    <message>
        <source>yes (%1 %2)</source>
        <translation>是（%1 %2）</translation>
    </message>
    <message>
        <source>no (%1 %2)</source>
        <translation>否（%1 %2）</translation>
    </message>
    <message>
        <source>At the method&apos;s suggested threshold %1 for these parameters</source>
        <translation>按该方法针对这些参数建议的阈值 %1</translation>
    </message>
    <message>
        <source>The method is not known to this version: no threshold</source>
        <translation>此版本不认识该方法：无阈值</translation>
    </message>
    <message>
        <source>%1 (this run)</source>
        <translation>%1（本次运行）</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>已标记</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message numerus="yes">
        <source>Parameters (%n run(s))</source>
        <translation>
            <numerusform>参数（%n 次运行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Where (A / B)</source>
        <translation>位置（A / B）</translation>
    </message>
    <message>
        <source>Scores of this pair in every run</source>
        <translation>该文档对在各次运行中的得分</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Excluded from the score</source>
        <translation>未计入得分</translation>
    </message>
    <message>
        <source>%1 (main content)</source>
        <translation>%1(正文)</translation>
    </message>
    <message>
        <source>Show &amp;removed parts</source>
        <translation>显示已删除部分(&amp;R)</translation>
    </message>
    <message>
        <source>The run compared the main content of web pages: show the whole texts instead, with what the extraction removed in grey</source>
        <translation>此次运行比较的是网页正文：改为显示全文，正文提取删除的部分显示为灰色</translation>
    </message>
    <message>
        <source>%1 (main content; removed parts in grey)</source>
        <translation>%1(正文；已删除部分为灰色)</translation>
    </message>
</context>
<context>
    <name>nd::ui::PreferencesDialog</name>
    <message>
        <source>Configure NearDup Workbench</source>
        <translation>配置 NearDup Workbench</translation>
    </message>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>您的姓名</translation>
    </message>
    <message>
        <source>Stored with every review decision and shown in the reports</source>
        <translation>随每个审阅决定一同保存，并显示在报告中</translation>
    </message>
    <message>
        <source>&amp;Reviewer name:</source>
        <translation>审阅人姓名(&amp;R)：</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation>新语言将在下次启动时生效。</translation>
    </message>
    <message>
        <source>Follows the system&apos;s colour scheme (light or dark).</source>
        <translation>跟随系统的配色方案（浅色或深色）。</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>主题：</translation>
    </message>
    <message>
        <source>New runs: preprocessing</source>
        <translation>新运行：预处理</translation>
    </message>
    <message>
        <source>Normalise (NFKC, case folding)</source>
        <translation>规范化（NFKC，大小写折叠）</translation>
    </message>
    <message>
        <source>Remove stopwords</source>
        <translation>去除停用词</translation>
    </message>
    <message>
        <source>Stemming (Snowball)</source>
        <translation>词干提取 (Snowball)</translation>
    </message>
    <message>
        <source>Side-by-side view</source>
        <translation>并排视图</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source> lines</source>
        <translation> 行</translation>
    </message>
    <message>
        <source>&amp;Fold unmatched stretches from:</source>
        <translation>折叠无匹配段落，最少行数(&amp;F)：</translation>
    </message>
    <message>
        <source>system size</source>
        <translation>系统字号</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> 磅</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>文字大小(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>nd::ui::QueryDialog</name>
    <message>
        <source>Query by Document</source>
        <translation>以文档查询</translation>
    </message>
    <message>
        <source>Paste the text to look for; paragraphs are separated by blank lines.</source>
        <translation>粘贴要查找的文本；段落之间以空行分隔。</translation>
    </message>
    <message>
        <source>none (use the text)</source>
        <translation>无（使用文本）</translation>
    </message>
    <message>
        <source>Paragraph by paragraph</source>
        <translation>逐段</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>方法(&amp;M)：</translation>
    </message>
    <message>
        <source>Query &amp;text:</source>
        <translation>查询文本(&amp;T)：</translation>
    </message>
    <message>
        <source>Or stored &amp;document id:</source>
        <translation>或已存储的文档 ID(&amp;D)：</translation>
    </message>
    <message>
        <source>Max Hamming &amp;distance k:</source>
        <translation>最大汉明距离 k(&amp;D)：</translation>
    </message>
    <message>
        <source>Query paragraph</source>
        <translation>查询段落</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <source>Paste a text or give a stored document id.</source>
        <translation>请粘贴文本或填写已存储的文档 ID。</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>Query by document</source>
        <translation>以文档查询</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>whole text</source>
        <translation>全文</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) within %1 bits.</source>
        <translation>
            <numerusform>%n 个文档在 %1 位以内。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered from %n stored fingerprint(s).</source>
        <translation>
            <numerusform>依据 %n 个已存储的指纹作答。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nd::ui::ResultsPanel</name>
    <message>
        <source>Run %1 is not in this workspace.</source>
        <translation>运行 %1 不在此工作区中。</translation>
    </message>
    <message>
        <source>No run selected.</source>
        <translation>未选择运行。</translation>
    </message>
    <message>
        <source>No workspace is open.</source>
        <translation>未打开工作区。</translation>
    </message>
    <message>
        <source>Evaluating run %1…</source>
        <translation>正在评估运行 %1…</translation>
    </message>
    <message>
        <source>Run %1 could not be shown: %2</source>
        <translation>无法显示运行 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Run %1 — %2 %3 — %Ln scored pair(s), %4 positive</source>
        <translation>
            <numerusform>运行 %1 — %2 %3 — 已评分 %Ln 个文档对，%4 个正例</numerusform>
        </translation>
    </message>
    <message>
        <source>P %1  R %2  F1 %3 (macro F1 %4) at τ = %5, </source>
        <translation>P %1  R %2  F1 %3（宏 F1 %4），τ = %5，</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) flagged</source>
        <translation>
            <numerusform>已标记 %n 个文档对</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no chart to export: show a run first.</source>
        <translation>没有可导出的图表：请先显示一个运行。</translation>
    </message>
    <message>
        <source>There is no curve to export: show a run first.</source>
        <translation>没有可导出的曲线：请先显示一个运行。</translation>
    </message>
    <message>
        <source>Every listed pair is decided.</source>
        <translation>列表中的每个文档对均已决定。</translation>
    </message>
    <message>
        <source>The decision could not be stored: %1</source>
        <translation>无法保存决定：%1</translation>
    </message>
    <message>
        <source>The decisions could not be read: %1</source>
        <translation>无法读取决定：%1</translation>
    </message>
    <message>
        <source>Reviewer Agreement</source>
        <translation>审阅人一致性</translation>
    </message>
    <message>
        <source>Open a run first.</source>
        <translation>请先打开一个运行。</translation>
    </message>
</context>
<context>
    <name>nd::ui::ReviewerAgreement</name>
    <message>
        <source>Reviewer Agreement</source>
        <translation>审阅人一致性</translation>
    </message>
    <message numerus="yes">
        <source>Agreement needs two reviewers; this collection has %n.</source>
        <translation>
            <numerusform>一致性需要两位审阅人；此文档集有 %n 位。</numerusform>
        </translation>
    </message>
    <message>
        <source>First reviewer:</source>
        <translation>第一位审阅人：</translation>
    </message>
    <message>
        <source>Second reviewer:</source>
        <translation>第二位审阅人：</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Cohen&apos;s kappa between %1 and %2: &lt;b&gt;%3&lt;/b&gt; over %n pair(s) both decided (observed agreement %4, expected by chance %5).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%1 与 %2 之间的 Cohen&apos;s kappa：&lt;b&gt;%3&lt;/b&gt;，基于双方都已决定的 %n 个文档对（观察一致率 %4，随机期望一致率 %5）。&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nd::ui::RunModel</name>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Run %1: %2
Parameters: %3</source>
        <translation>运行 %1：%2
参数：%3</translation>
    </message>
    <message>
        <source>
Took %1 s</source>
        <translation>
耗时 %1 秒</translation>
    </message>
    <message>
        <source>
Error: %1</source>
        <translation>
错误：%1</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>文档对</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
</context>
<context>
    <name>nd::ui::RunPanel</name>
    <message>
        <source>Paper: %1</source>
        <translation>论文：%1</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Detection method</source>
        <translation>检测方法</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Preprocessing</source>
        <translation>预处理</translation>
    </message>
    <message>
        <source>Normalise (NFKC, case folding)</source>
        <translation>规范化（NFKC，大小写折叠）</translation>
    </message>
    <message>
        <source>Remove stopwords</source>
        <translation>去除停用词</translation>
    </message>
    <message>
        <source>Stemming (Snowball)</source>
        <translation>词干提取（Snowball）</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Run the method over the selected collection (Ctrl+R)</source>
        <translation>在所选文档集上运行该方法 (Ctrl+R)</translation>
    </message>
    <message>
        <source>Operating point</source>
        <translation>工作点</translation>
    </message>
    <message>
        <source>No run shown.</source>
        <translation>未显示任何运行。</translation>
    </message>
    <message>
        <source>No detection method is available.</source>
        <translation>没有可用的检测方法。</translation>
    </message>
    <message>
        <source>This method compares every pair: %1 pairs for %2 documents.</source>
        <translation>此方法会比较所有文档对：%2 个文档共 %1 对。</translation>
    </message>
    <message>
        <source>Threshold %1
Precision %2 · Recall %3 · F1 %4
%5 pairs flagged</source>
        <translation>阈值 %1
精确率 %2 · 召回率 %3 · F1 %4
标记了 %5 对</translation>
    </message>
    <message>
        <source>This method has no parameters.</source>
        <translation>该方法没有参数。</translation>
    </message>
    <message>
        <source>No trained model in this workspace (neardup-cli train)</source>
        <translation>此工作区中没有训练好的模型 (neardup-cli train)</translation>
    </message>
    <message>
        <source>Classifiers: %1.</source>
        <translation>分类器：%1。</translation>
    </message>
    <message>
        <source>#%1 %2, keywords at %3, CV F1 %4</source>
        <translation>#%1 %2，关键词阈值 %3，交叉验证 F1 %4</translation>
    </message>
    <message>
        <source>Score every pair?</source>
        <translation>为每一对评分？</translation>
    </message>
    <message>
        <source>This run would score %1 pairs, more than the bound of %2 for this collection, and take about %3 s: the method compares (nearly) every pair here.

Run it anyway?</source>
        <translation>此次运行将为 %1 对文档评分，超过此集合的上限 %2，约需 %3 秒：该方法在此（几乎）比较每一对文档。

仍要运行吗？</translation>
    </message>
    <message>
        <source>Main content only (HTML, EPUB)</source>
        <translation>仅正文(HTML、EPUB)</translation>
    </message>
    <message>
        <source>Compare the article text of web pages and EPUB chapters, without navigation, link lists, headers and footers</source>
        <translation>比较网页和 EPUB 章节的正文,不含导航、链接列表、页眉和页脚</translation>
    </message>
    <message>
        <source>This run would score at least %1 pairs, more than the bound of %2 for this collection, and take at least %3 s: the method compares (nearly) every pair here.

Run it anyway?</source>
        <translation>此次运行将为至少 %1 对文档评分，超过此集合的上限 %2，至少需 %3 秒：该方法在此（几乎）比较每一对文档。

仍要运行吗？</translation>
    </message>
</context>
<context>
    <name>nd::ui::StudyTablesView</name>
    <message>
        <source>Tables of the paper that the study computes beside its chart.</source>
        <translation>该研究在图表旁计算出的论文表格。</translation>
    </message>
</context>
<context>
    <name>nd::ui::TextPane</name>
    <message numerus="yes">
        <source>… %n line(s) without matches — click to expand</source>
        <translation>
            <numerusform>… %n 行无匹配——单击展开</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nd::ui::ThresholdBar</name>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Threshold value</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Thres&amp;hold τ:</source>
        <translation>阈值 τ(&amp;H)：</translation>
    </message>
</context>
<context>
    <name>nd::ui::WelcomeDialog</name>
    <message>
        <source>Welcome to NearDup Workbench</source>
        <translation>欢迎使用 NearDup Workbench</translation>
    </message>
    <message>
        <source>NearDup Workbench finds near-duplicate and plagiarised documents in a collection and lets you review each pair it flags side by side.</source>
        <translation>NearDup Workbench 在文档集中查找近似重复和抄袭的文档，并将其标记的每个文档对并排显示以供审阅。</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>您的姓名</translation>
    </message>
    <message>
        <source>&amp;Your name, stored with every review decision:</source>
        <translation>您的姓名，随每个审阅决定一同保存(&amp;Y)：</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Import a &amp;Folder…</source>
        <translation>导入文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Every text, HTML, PDF or office file in it and its sub-folders</source>
        <translation>其中及其子文件夹中的所有文本、HTML、PDF 或办公文档</translation>
    </message>
    <message>
        <source>Import an &amp;Archive…</source>
        <translation>导入归档(&amp;A)…</translation>
    </message>
    <message>
        <source>zip, tar, 7z and their compressed forms</source>
        <translation>zip、tar、7z 及其压缩形式</translation>
    </message>
    <message>
        <source>Open the &amp;Sample Collection</source>
        <translation>打开示例文档集(&amp;S)</translation>
    </message>
    <message>
        <source>44 short documents, 11 groups of near-duplicates among them, with ground truth and a first run</source>
        <translation>44 篇短文档，其中包含 11 组近似重复，附带标准答案和一次初始运行</translation>
    </message>
    <message>
        <source>Recent workspaces</source>
        <translation>最近的工作区</translation>
    </message>
    <message>
        <source>No recent workspaces</source>
        <translation>没有最近打开的工作区</translation>
    </message>
    <message>
        <source>&amp;Open Workspace</source>
        <translation>打开工作区(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
</context>
<context>
    <name>nd::ui::WorkspaceSession</name>
    <message>
        <source>NearDup workspaces (*.ndw);;All files (*)</source>
        <translation>NearDup 工作区 (*.ndw);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open workspace</source>
        <translation>无法打开工作区</translation>
    </message>
    <message>
        <source>Jobs are running</source>
        <translation>有任务正在运行</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) are still running. Cancel them and continue?</source>
        <translation>
            <numerusform>仍有 %n 个任务在运行。要取消它们并继续吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>New Workspace</source>
        <translation>新建工作区</translation>
    </message>
    <message>
        <source>Cannot create workspace</source>
        <translation>无法创建工作区</translation>
    </message>
    <message>
        <source>%1 already existed and was opened, not replaced.</source>
        <translation>%1 已存在，已将其打开而未替换。</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>打开工作区</translation>
    </message>
    <message>
        <source>Save a Copy of the Workspace</source>
        <translation>保存工作区副本</translation>
    </message>
    <message>
        <source>Saved a copy of the workspace to %1.</source>
        <translation>已将工作区副本保存到 %1。</translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation>无法保存副本</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent workspaces</source>
        <translation>没有最近打开的工作区</translation>
    </message>
</context>
<context>
    <name>nd::ui::reportexport</name>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Show a run first: the report lists its pairs.</source>
        <translation>请先显示一个运行：报告会列出其文档对。</translation>
    </message>
    <message>
        <source>HTML page (*.html);;PDF document (*.pdf);;CSV table (*.csv);;JSON data (*.json)</source>
        <translation>HTML 网页 (*.html);;PDF 文档 (*.pdf);;CSV 表格 (*.csv);;JSON 数据 (*.json)</translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation>无法导出报告</translation>
    </message>
    <message>
        <source>Report of run %1</source>
        <translation>运行 %1 的报告</translation>
    </message>
</context>
</TS>
