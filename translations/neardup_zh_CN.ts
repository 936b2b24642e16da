<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
