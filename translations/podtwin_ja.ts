<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>EventText</name>
    <message>
        <source>Genset trip</source>
        <translation>発電機トリップ</translation>
    </message>
    <message>
        <source>Genset start</source>
        <translation>発電機起動</translation>
    </message>
    <message>
        <source>Grid brownout</source>
        <translation>系統電圧低下</translation>
    </message>
    <message>
        <source>Grid curtailment</source>
        <translation>系統受電制限</translation>
    </message>
    <message>
        <source>Grid outage</source>
        <translation>系統停電</translation>
    </message>
    <message>
        <source>Grid restore</source>
        <translation>系統復電</translation>
    </message>
    <message>
        <source>Battery fault</source>
        <translation>バッテリー故障</translation>
    </message>
    <message>
        <source>Battery restore</source>
        <translation>バッテリー復旧</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>電力上限</translation>
    </message>
    <message>
        <source>Power smoothing</source>
        <translation>電力平滑化</translation>
    </message>
    <message>
        <source>Job start</source>
        <translation>ジョブ開始</translation>
    </message>
    <message>
        <source>Job stop</source>
        <translation>ジョブ停止</translation>
    </message>
    <message>
        <source>Job restart</source>
        <translation>ジョブ再起動</translation>
    </message>
    <message>
        <source>Pump failure</source>
        <translation>ポンプ故障</translation>
    </message>
    <message>
        <source>Pump restore</source>
        <translation>ポンプ復旧</translation>
    </message>
    <message>
        <source>CDU trip</source>
        <translation>CDUトリップ</translation>
    </message>
    <message>
        <source>CDU restore</source>
        <translation>CDU復旧</translation>
    </message>
    <message>
        <source>Close isolation valve</source>
        <translation>遮断弁を閉じる</translation>
    </message>
    <message>
        <source>Open isolation valve</source>
        <translation>遮断弁を開く</translation>
    </message>
    <message>
        <source>Valve stuck</source>
        <translation>弁固着</translation>
    </message>
    <message>
        <source>Coolant leak</source>
        <translation>冷却水漏れ</translation>
    </message>
    <message>
        <source>Dry cooler failure</source>
        <translation>ドライクーラー故障</translation>
    </message>
    <message>
        <source>Dry cooler restore</source>
        <translation>ドライクーラー復旧</translation>
    </message>
    <message>
        <source>Fan failure</source>
        <translation>ファン故障</translation>
    </message>
    <message>
        <source>Heat wave</source>
        <translation>熱波</translation>
    </message>
    <message>
        <source>Set ambient temperature</source>
        <translation>外気温を設定</translation>
    </message>
    <message>
        <source>Supply set point</source>
        <translation>供給温度設定値</translation>
    </message>
    <message>
        <source>Link down</source>
        <translation>リンク断</translation>
    </message>
    <message>
        <source>Link up</source>
        <translation>リンク復旧</translation>
    </message>
    <message>
        <source>Switch down</source>
        <translation>スイッチ停止</translation>
    </message>
    <message>
        <source>Switch up</source>
        <translation>スイッチ復旧</translation>
    </message>
    <message>
        <source>NIC down</source>
        <translation>NIC停止</translation>
    </message>
    <message>
        <source>NIC up</source>
        <translation>NIC復旧</translation>
    </message>
    <message>
        <source>SHARP off</source>
        <translation>SHARP無効</translation>
    </message>
    <message>
        <source>SHARP on</source>
        <translation>SHARP有効</translation>
    </message>
    <message>
        <source>Routing mode</source>
        <translation>ルーティング方式</translation>
    </message>
    <message>
        <source>Background traffic</source>
        <translation>バックグラウンドトラフィック</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>電力</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>Thermal</source>
        <translation>熱</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>ファブリック</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>ラック %1</translation>
    </message>
    <message>
        <source>CDU %1</source>
        <translation>CDU %1</translation>
    </message>
    <message>
        <source>pump %1</source>
        <translation>ポンプ %1</translation>
    </message>
    <message>
        <source>Genset %1</source>
        <translation>発電機 %1</translation>
    </message>
    <message>
        <source>Dry cooler %1</source>
        <translation>ドライクーラー %1</translation>
    </message>
    <message>
        <source>fan %1</source>
        <translation>ファン %1</translation>
    </message>
    <message>
        <source>Leaf %1</source>
        <translation>リーフ %1</translation>
    </message>
    <message>
        <source>Spine %1</source>
        <translation>スパイン %1</translation>
    </message>
    <message>
        <source>Core %1</source>
        <translation>コア %1</translation>
    </message>
    <message>
        <source>NIC %1</source>
        <translation>NIC %1</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>系統</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>バッテリー</translation>
    </message>
    <message>
        <source>Whole pod</source>
        <translation>ポッド全体</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>学習ジョブ</translation>
    </message>
    <message>
        <source>Ambient</source>
        <translation>外気</translation>
    </message>
    <message>
        <source>Facility water</source>
        <translation>設備冷却水</translation>
    </message>
    <message>
        <source>Fail this switch (%1)</source>
        <translation>このスイッチを故障させる (%1)</translation>
    </message>
    <message>
        <source>Restore this switch (%1)</source>
        <translation>このスイッチを復旧 (%1)</translation>
    </message>
    <message>
        <source>Fail link %1</source>
        <translation>リンク %1 を切断</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Fail pump %1 of CDU %2</source>
        <translation>CDU %2 のポンプ %1 を故障させる</translation>
    </message>
    <message>
        <source>Restore pump %1 of CDU %2</source>
        <translation>CDU %2 のポンプ %1 を復旧</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>PodTwin: digital twin of an AI training pod</source>
        <translation>PodTwin: AI学習ポッドのデジタルツイン</translation>
    </message>
    <message>
        <source>Pod file or builtin:NAME.</source>
        <translation>ポッドファイルまたは builtin:NAME。</translation>
    </message>
    <message>
        <source>Scenario file or builtin:NAME.</source>
        <translation>シナリオファイルまたは builtin:NAME。</translation>
    </message>
    <message>
        <source>trace, debug, info, warn or error.</source>
        <translation>trace, debug, info, warn, error のいずれか。</translation>
    </message>
    <message>
        <source>UI language: en, de, ja.</source>
        <translation>UI言語: en, de, ja。</translation>
    </message>
    <message>
        <source>Save a PNG of the window before quitting.</source>
        <translation>終了前にウィンドウのPNGを保存します。</translation>
    </message>
    <message>
        <source>Quit after this many wall-clock seconds.</source>
        <translation>指定した実時間(秒)の後に終了します。</translation>
    </message>
    <message>
        <source>Start running at once.</source>
        <translation>すぐに実行を開始します。</translation>
    </message>
    <message>
        <source>Requested speed (simulated s per s; 0 = max).</source>
        <translation>要求速度 (実時間1秒あたりのシミュレーション秒数; 0 = 最大)。</translation>
    </message>
    <message>
        <source>Fast-forward to this simulated time first.</source>
        <translation>最初にこのシミュレーション時刻まで早送りします。</translation>
    </message>
    <message>
        <source>Presenter mode.</source>
        <translation>プレゼンターモード。</translation>
    </message>
    <message>
        <source>Select an object (rack5).</source>
        <translation>オブジェクトを選択 (rack5)。</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::MainWindow</name>
    <message>
        <source>3D view</source>
        <translation>3Dビュー</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>KPI tiles</source>
        <translation>KPIタイル</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>インスペクター</translation>
    </message>
    <message>
        <source>Fabric view</source>
        <translation>ファブリックビュー</translation>
    </message>
    <message>
        <source>PUE %1   ·   MFU %2 %   ·   SOC %3 %   ·   GPU max %4 °C</source>
        <translation>PUE %1   ·   MFU %2 %   ·   SOC %3 %   ·   GPU最高 %4 °C</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>speed %1× of %2</source>
        <translation>速度 %1× / 要求 %2</translation>
    </message>
    <message>
        <source>paused (%1)</source>
        <translation>一時停止中 (%1)</translation>
    </message>
    <message>
        <source>no pod loaded</source>
        <translation>ポッド未読み込み</translation>
    </message>
    <message>
        <source>job: %1 racks tripped</source>
        <translation>ジョブ: %1 ラック停止</translation>
    </message>
    <message>
        <source>job: training, MFU %1 %</source>
        <translation>ジョブ: 学習中, MFU %1 %</translation>
    </message>
    <message>
        <source>job: idle</source>
        <translation>ジョブ: 待機</translation>
    </message>
    <message>
        <source>alarms: %1</source>
        <translation>アラーム: %1</translation>
    </message>
    <message>
        <source>%1 · %2 racks · scenario %3</source>
        <translation>%1 · %2 ラック · シナリオ %3</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>詳細を表示</translation>
    </message>
    <message>
        <source>PodTwin — AI training pod digital twin</source>
        <translation>PodTwin — AI学習ポッドのデジタルツイン</translation>
    </message>
    <message>
        <source>Open &amp;pod…</source>
        <translation>ポッドを開く(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>シナリオを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save scenario</source>
        <translation>シナリオを保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save scenario &amp;as…</source>
        <translation>名前を付けてシナリオを保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export run CSV…</source>
        <translation>実行結果をCSVで書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>Save scree&amp;nshot…</source>
        <translation>スクリーンショットを保存(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>ステップ(&amp;T)</translation>
    </message>
    <message>
        <source>Advance one control tick (F10)</source>
        <translation>制御周期を1つ進める (F10)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>リセット(&amp;R)</translation>
    </message>
    <message>
        <source>Restart the run at t = 0 (Ctrl+R)</source>
        <translation>t = 0 から再実行 (Ctrl+R)</translation>
    </message>
    <message>
        <source>&amp;Jump to time…</source>
        <translation>指定時刻へジャンプ(&amp;J)…</translation>
    </message>
    <message>
        <source>Fast-forward (or replay) to a simulated time (Ctrl+J)</source>
        <translation>シミュレーション時刻まで早送り(または再生) (Ctrl+J)</translation>
    </message>
    <message>
        <source>Real time (1×)</source>
        <translation>実時間 (1×)</translation>
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
        <translation>最高速</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>ラック電力</translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation>GPU温度</translation>
    </message>
    <message>
        <source>Throttling</source>
        <translation>スロットリング</translation>
    </message>
    <message>
        <source>Coolant ΔT</source>
        <translation>冷却水 ΔT</translation>
    </message>
    <message>
        <source>Link load</source>
        <translation>リンク負荷</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>全体(&amp;O)</translation>
    </message>
    <message>
        <source>Camera: overview (F5)</source>
        <translation>カメラ: 全体 (F5)</translation>
    </message>
    <message>
        <source>&amp;Top</source>
        <translation>上面(&amp;T)</translation>
    </message>
    <message>
        <source>Camera: top (F6)</source>
        <translation>カメラ: 上面 (F6)</translation>
    </message>
    <message>
        <source>&amp;Aisle</source>
        <translation>通路(&amp;A)</translation>
    </message>
    <message>
        <source>Camera: aisle (F7)</source>
        <translation>カメラ: 通路 (F7)</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>プレゼンターモード(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen with big KPIs and a comparison (F11)</source>
        <translation>大きなKPIと比較を全画面表示 (F11)</translation>
    </message>
    <message>
        <source>Thermal (blue–red)</source>
        <translation>サーマル (青–赤)</translation>
    </message>
    <message>
        <source>Viridis (colour-blind safe)</source>
        <translation>Viridis (色覚多様性に配慮)</translation>
    </message>
    <message>
        <source>Cool–warm (diverging)</source>
        <translation>クール–ウォーム (発散型)</translation>
    </message>
    <message>
        <source>&amp;About PodTwin</source>
        <translation>PodTwinについて(&amp;A)</translation>
    </message>
    <message>
        <source>Inject a failure now</source>
        <translation>今すぐ障害を注入</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Built-in &amp;pods</source>
        <translation>組み込みポッド(&amp;P)</translation>
    </message>
    <message>
        <source>Built-in s&amp;cenarios</source>
        <translation>組み込みシナリオ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Recent files</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>シミュレーション(&amp;S)</translation>
    </message>
    <message>
        <source>Spee&amp;d</source>
        <translation>速度(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Inject</source>
        <translation>障害注入(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Colour by</source>
        <translation>色分け(&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;amera</source>
        <translation>カメラ(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>パネル(&amp;P)</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>設定(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>Colour &amp;map</source>
        <translation>カラーマップ(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <source>Live charts</source>
        <translation>ライブグラフ</translation>
    </message>
    <message>
        <source>KPIs</source>
        <translation>KPI</translation>
    </message>
    <message>
        <source>Scenario timeline</source>
        <translation>シナリオタイムライン</translation>
    </message>
    <message>
        <source>Events and alarms</source>
        <translation>イベントとアラーム</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>ファブリック</translation>
    </message>
    <message>
        <source> Speed </source>
        <translation> 速度 </translation>
    </message>
    <message>
        <source>1×</source>
        <translation>1×</translation>
    </message>
    <message>
        <source>Requested speed (Ctrl+1 … Ctrl+4)</source>
        <translation>要求速度 (Ctrl+1 … Ctrl+4)</translation>
    </message>
    <message>
        <source> Colour by </source>
        <translation> 色分け </translation>
    </message>
    <message>
        <source>Esc or F11 leaves presenter mode.</source>
        <translation>Esc または F11 でプレゼンターモードを終了します。</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>一時停止 (Space)</translation>
    </message>
    <message>
        <source>Run (Space)</source>
        <translation>実行 (Space)</translation>
    </message>
    <message>
        <source>Pod: %1</source>
        <translation>ポッド: %1</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>シナリオ: %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>一覧を消去</translation>
    </message>
    <message>
        <source>PodTwin JSON (*.json);;All files (*)</source>
        <translation>PodTwin JSON (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot open pod</source>
        <translation>ポッドを開けません</translation>
    </message>
    <message>
        <source>The pod file was not loaded; the current session is kept.

%1</source>
        <translation>ポッドファイルは読み込まれませんでした。現在のセッションを維持します。

%1</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>シナリオを開けません</translation>
    </message>
    <message>
        <source>The scenario was not loaded; the current one is kept.

%1</source>
        <translation>シナリオは読み込まれませんでした。現在のシナリオを維持します。

%1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>シナリオを保存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Open pod</source>
        <translation>ポッドを開く</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>シナリオを開く</translation>
    </message>
    <message>
        <source>Export run CSV</source>
        <translation>実行結果をCSVで書き出す</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル (*.csv)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 を書き出しました</translation>
    </message>
    <message>
        <source>Save screenshot</source>
        <translation>スクリーンショットを保存</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 に書き込めません</translation>
    </message>
    <message>
        <source>Jump to time</source>
        <translation>指定時刻へジャンプ</translation>
    </message>
    <message>
        <source> d</source>
        <translation> 日</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>日数</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Earlier times replay the run from t = 0 (the model is deterministic).</source>
        <translation>それより前の時刻は t = 0 から再実行します (モデルは決定論的です)。</translation>
    </message>
    <message>
        <source>Simulating to %1…</source>
        <translation>%1 までシミュレーション中…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Jump cancelled</source>
        <translation>ジャンプを中止しました</translation>
    </message>
    <message>
        <source>Simulation stopped</source>
        <translation>シミュレーション停止</translation>
    </message>
    <message>
        <source>The model left its physical range and the run was stopped.

%1</source>
        <translation>モデルが物理的な範囲を外れたため、実行を停止しました。

%1</translation>
    </message>
    <message>
        <source>Inject: %1</source>
        <translation>障害注入: %1</translation>
    </message>
    <message>
        <source>Injected %1 on %2</source>
        <translation>%2 に %1 を注入しました</translation>
    </message>
    <message>
        <source>Cannot inject event</source>
        <translation>イベントを注入できません</translation>
    </message>
    <message>
        <source>Commodity design</source>
        <translation>汎用設計</translation>
    </message>
    <message>
        <source>Same pod, SHARP off</source>
        <translation>同じポッド (SHARP無効)</translation>
    </message>
    <message>
        <source>This pod</source>
        <translation>このポッド</translation>
    </message>
    <message>
        <source>About PodTwin</source>
        <translation>PodTwinについて</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PodTwin %1&lt;/h3&gt;&lt;p&gt;A desktop digital twin of a liquid-cooled AI training pod: NVL72-class racks, CDUs with N+1 pumps, the facility water loop and dry coolers, gas gensets, an LFP battery, the grid tie and an 800G InfiniBand fat tree with SHARP.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Limits of the model.&lt;/b&gt; Lumped thermal and hydraulic networks (no CFD); electrical plant as phasor-free power balance with 1 ms steps for swings; fabric as flow-level link loads, not packets; training throughput from a step-time model of compute and exposed communication. Results are for engineering comparison and drills, not for sign-off.&lt;/p&gt;&lt;p&gt;Qt %2 · deterministic seeds · no telemetry.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PodTwin %1&lt;/h3&gt;&lt;p&gt;液冷AI学習ポッドのデスクトップ向けデジタルツイン: NVL72クラスのラック、N+1ポンプ構成のCDU、設備冷却水ループとドライクーラー、ガス発電機、LFPバッテリー、系統連系、SHARP対応の800G InfiniBandファットツリー。&lt;/p&gt;&lt;p&gt;&lt;b&gt;モデルの限界。&lt;/b&gt; 集中定数の熱・水力ネットワーク (CFDなし)。電気設備はフェーザーを用いない電力収支で、変動は1 ms刻みで計算。ファブリックはパケットではなくフロー単位のリンク負荷。学習スループットは計算時間と隠蔽されない通信時間によるステップ時間モデル。結果は技術比較と訓練用であり、承認判断用ではありません。&lt;/p&gt;&lt;p&gt;Qt %2 · 決定論的シード · テレメトリなし。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>podtwin::views::LiveChart</name>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>min</source>
        <translation>分</translation>
    </message>
    <message>
        <source>h</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Simulated time (%1)</source>
        <translation>シミュレーション時刻 (%1)</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 秒</translation>
    </message>
    <message>
        <source>Time window</source>
        <translation>時間幅</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1分</translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation>10分</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1時間</translation>
    </message>
    <message>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Follow live</source>
        <translation>ライブ追従</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>PNGを書き出す…</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>グラフをPNGで書き出す</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSVを書き出す…</translation>
    </message>
    <message>
        <source>Export chart data as CSV</source>
        <translation>グラフのデータをCSVで書き出す</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル (*.csv)</translation>
    </message>
</context>
<context>
    <name>podtwin::views::PodCharts</name>
    <message>
        <source>Window</source>
        <translation>時間幅</translation>
    </message>
    <message>
        <source>1 min</source>
        <translation>1分</translation>
    </message>
    <message>
        <source>10 min</source>
        <translation>10分</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1時間</translation>
    </message>
    <message>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Follow live</source>
        <translation>ライブ追従</translation>
    </message>
    <message>
        <source>Keep the newest sample at the right edge. Drag a chart to scroll back.</source>
        <translation>最新の値を右端に表示します。グラフをドラッグすると過去を表示できます。</translation>
    </message>
    <message>
        <source>Power balance</source>
        <translation>電力収支</translation>
    </message>
    <message>
        <source>IT</source>
        <translation>IT</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷却</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>発電</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>バッテリー</translation>
    </message>
    <message>
        <source>Grid import</source>
        <translation>系統受電</translation>
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
        <translation>瞬時値</translation>
    </message>
    <message>
        <source>Energy-weighted</source>
        <translation>エネルギー加重</translation>
    </message>
    <message>
        <source>State of charge</source>
        <translation>充電率</translation>
    </message>
    <message>
        <source>Power (+ discharge)</source>
        <translation>電力 (+ 放電)</translation>
    </message>
    <message>
        <source>SOC %</source>
        <translation>SOC %</translation>
    </message>
    <message>
        <source>Bus frequency</source>
        <translation>母線周波数</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>周波数</translation>
    </message>
    <message>
        <source>Hz</source>
        <translation>Hz</translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation>GPU温度</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Coolant per CDU</source>
        <translation>CDU別冷却水</translation>
    </message>
    <message>
        <source>CDU %1 supply</source>
        <translation>CDU %1 供給</translation>
    </message>
    <message>
        <source>CDU %1 return</source>
        <translation>CDU %1 還り</translation>
    </message>
    <message>
        <source>CDU %1 flow</source>
        <translation>CDU %1 流量</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>供給</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>還り</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>L/min</source>
        <translation>L/分</translation>
    </message>
    <message>
        <source>Peak link utilisation</source>
        <translation>最大リンク使用率</translation>
    </message>
    <message>
        <source>Busiest link</source>
        <translation>最も負荷の高いリンク</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Training step time and MFU</source>
        <translation>学習ステップ時間とMFU</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>ステップ時間</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Training cost</source>
        <translation>学習コスト</translation>
    </message>
    <message>
        <source>Projected total</source>
        <translation>予測総額</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>現在まで</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>+limit</source>
        <translation>+限界</translation>
    </message>
    <message>
        <source>−limit</source>
        <translation>−限界</translation>
    </message>
    <message>
        <source>Throttle</source>
        <translation>スロットル温度</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
</context>
</TS>
