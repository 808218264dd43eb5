<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>DesignReport</name>
    <message>
        <source>The report needs a run time above 0 s.</source>
        <translation>レポートには 0 s より長い実行時間が必要です。</translation>
    </message>
    <message>
        <source>The run stopped: %1</source>
        <translation>実行が停止しました: %1</translation>
    </message>
    <message>
        <source>PodTwin design report — %1</source>
        <translation>PodTwin 設計レポート — %1</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 に書き込めません。</translation>
    </message>
    <message>
        <source>Design report: %1</source>
        <translation>設計レポート: %1</translation>
    </message>
    <message>
        <source>Pod %1 · scenario %2 · seed %3 · %4 simulated from t = 0 · PodTwin %5</source>
        <translation>ポッド %1 · シナリオ %2 · シード %3 · t = 0 から %4 をシミュレーション · PodTwin %5</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>設計</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>ラック</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>IT load at start</source>
        <translation>開始時の IT 負荷</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>at the rack PSU inputs</source>
        <translation>ラック電源ユニットの入力側</translation>
    </message>
    <message>
        <source>Facility load at start</source>
        <translation>開始時の施設負荷</translation>
    </message>
    <message>
        <source>IT, cooling, conversion losses and misc</source>
        <translation>IT、冷却、変換損失、その他</translation>
    </message>
    <message>
        <source>Gensets</source>
        <translation>発電機</translation>
    </message>
    <message>
        <source>%1 × %2 kW</source>
        <translation>%1 × %2 kW</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>N+1: the facility load is carried with the largest one out</source>
        <translation>N+1: 最大の 1 台が停止しても施設負荷を賄える</translation>
    </message>
    <message>
        <source>not N+1: %1 kW without the largest one, %2 kW needed</source>
        <translation>N+1 ではない: 最大の 1 台を除くと %1 kW、必要 %2 kW</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>蓄電池</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>On battery alone</source>
        <translation>蓄電池のみ</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>CDUs</source>
        <translation>CDU</translation>
    </message>
    <message>
        <source>coolant flow %1 L/min, %2 L/min per kW of IT</source>
        <translation>冷却液流量 %1 L/min、IT 1 kW あたり %2 L/min</translation>
    </message>
    <message>
        <source>Dry coolers</source>
        <translation>ドライクーラー</translation>
    </message>
    <message>
        <source>ambient %1 °C at start</source>
        <translation>開始時の外気温 %1 °C</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>ファブリック</translation>
    </message>
    <message>
        <source>%1 switches, %2 links</source>
        <translation>スイッチ %1 台、リンク %2 本</translation>
    </message>
    <message>
        <source>SHARP in-network reduction on</source>
        <translation>SHARPネットワーク内集約オン</translation>
    </message>
    <message>
        <source>SHARP off</source>
        <translation>SHARP無効</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>主要指標</translation>
    </message>
    <message>
        <source>PUE (energy-weighted, ISO/IEC 30134-2)</source>
        <translation>PUE (エネルギー加重、ISO/IEC 30134-2)</translation>
    </message>
    <message>
        <source>MFU (time mean)</source>
        <translation>MFU (時間平均)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>実行のコスト</translation>
    </message>
    <message>
        <source>Facility energy</source>
        <translation>施設エネルギー</translation>
    </message>
    <message>
        <source>Unserved energy</source>
        <translation>未供給エネルギー</translation>
    </message>
    <message>
        <source>Lowest battery SOC</source>
        <translation>バッテリー SOC の最低値</translation>
    </message>
    <message>
        <source>Hottest GPU</source>
        <translation>最高 GPU 温度</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Throttled GPU-hours</source>
        <translation>スロットリングした GPU 時間</translation>
    </message>
    <message>
        <source>Most racks down at once</source>
        <translation>同時停止ラックの最大数</translation>
    </message>
    <message>
        <source>Worst bus frequency excursion</source>
        <translation>バス周波数の最大偏差</translation>
    </message>
    <message>
        <source>KPI</source>
        <translation>KPI</translation>
    </message>
    <message>
        <source>A: this design</source>
        <translation>A: この設計</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
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
        <translation>実行全体のグラフ</translation>
    </message>
    <message>
        <source>The pod at the end of the run</source>
        <translation>実行終了時のポッド</translation>
    </message>
    <message>
        <source>Left out: there is no display to render the 3D view on (run the report under a desktop session or xvfb-run).</source>
        <translation>省略: 3D ビューを描画するディスプレイがありません (デスクトップセッションまたは xvfb-run の下でレポートを作成してください)。</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>No events in this run.</source>
        <translation>この実行にイベントはありません。</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (the whole log: the Events and alarms dock, Export CSV…).</source>
        <translation>
            <numerusform>… ほか %n 件 (ログ全体: 「イベントとアラーム」パネルの CSV エクスポート…)。</numerusform>
        </translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>スイープ: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n values)</source>
        <translation>
            <numerusform>%1 (値 %n 個)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 of %3 cases finished, %4 ok · each case %5 from t = 0 · seed %6</source>
        <translation>%1 · %3 ケース中 %2 ケース完了、正常 %4 · 各ケース t = 0 から %5 · シード %6</translation>
    </message>
    <message>
        <source> · swept: %1</source>
        <translation> · スイープ対象: %1</translation>
    </message>
    <message numerus="yes">
        <source> · %n Monte-Carlo samples per design point</source>
        <translation>
            <numerusform> · 設計点あたりモンテカルロサンプル %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>単位</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均</translation>
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
        <translation>中止: レポートは書き出されませんでした。</translation>
    </message>
</context>
<context>
    <name>DiagramModel</name>
    <message>
        <source>Sources</source>
        <translation>電源</translation>
    </message>
    <message>
        <source>Utility</source>
        <translation>系統</translation>
    </message>
    <message>
        <source>AC bus</source>
        <translation>AC母線</translation>
    </message>
    <message>
        <source>AC bus %1 kV</source>
        <translation>AC母線 %1 kV</translation>
    </message>
    <message>
        <source>Rectifier</source>
        <translation>整流器</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷却</translation>
    </message>
    <message>
        <source>Misc</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>蓄電池</translation>
    </message>
    <message>
        <source>DC bus</source>
        <translation>DC母線</translation>
    </message>
    <message>
        <source>DC bus %1 V</source>
        <translation>DC母線 %1 V</translation>
    </message>
    <message>
        <source>Rack feeds</source>
        <translation>ラック給電</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>列 %1</translation>
    </message>
    <message>
        <source>Dry coolers</source>
        <translation>ドライクーラー</translation>
    </message>
    <message>
        <source>CDUs</source>
        <translation>CDU</translation>
    </message>
    <message>
        <source>no tie</source>
        <translation>連系なし</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>連系中</translation>
    </message>
    <message>
        <source>outage</source>
        <translation>停電</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>tripped</source>
        <translation>トリップ</translation>
    </message>
    <message>
        <source>on line</source>
        <translation>運転中</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>起動中</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>負荷</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>定格</translation>
    </message>
    <message>
        <source>%1/%2 on line</source>
        <translation>%1/%2 運転中</translation>
    </message>
    <message>
        <source>Tripped</source>
        <translation>トリップ</translation>
    </message>
    <message>
        <source>f</source>
        <translation>f</translation>
    </message>
    <message>
        <source>AC in</source>
        <translation>AC入力</translation>
    </message>
    <message>
        <source>DC out</source>
        <translation>DC出力</translation>
    </message>
    <message>
        <source>converting</source>
        <translation>変換中</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>待機</translation>
    </message>
    <message>
        <source>SOC</source>
        <translation>SOC</translation>
    </message>
    <message>
        <source>converter tripped</source>
        <translation>コンバータトリップ</translation>
    </message>
    <message>
        <source>discharging</source>
        <translation>放電中</translation>
    </message>
    <message>
        <source>charging</source>
        <translation>充電中</translation>
    </message>
    <message>
        <source>standby</source>
        <translation>予備</translation>
    </message>
    <message>
        <source>capped</source>
        <translation>制限中</translation>
    </message>
    <message>
        <source>throttled</source>
        <translation>スロットル中</translation>
    </message>
    <message>
        <source>on</source>
        <translation>通電</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>%1 racks, %2 tripped</source>
        <translation>%1 ラック、%2 トリップ</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>%1 fans failed</source>
        <translation>ファン %1 台故障</translation>
    </message>
    <message>
        <source>running</source>
        <translation>運転中</translation>
    </message>
    <message>
        <source>Fans</source>
        <translation>ファン</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 台故障</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>往き</translation>
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
        <source>%1 tripped, %2 pumps failed</source>
        <translation>%1 台トリップ、ポンプ %2 台故障</translation>
    </message>
    <message>
        <source>Supply max</source>
        <translation>往き最大</translation>
    </message>
    <message>
        <source>%1 pumps running</source>
        <translation>ポンプ %1 台運転中</translation>
    </message>
    <message>
        <source>Pumps</source>
        <translation>ポンプ</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開度</translation>
    </message>
    <message>
        <source>Fac. in</source>
        <translation>設備入口</translation>
    </message>
    <message>
        <source>Fac. out</source>
        <translation>設備出口</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>回転数</translation>
    </message>
    <message>
        <source>Δp</source>
        <translation>Δp</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>出口</translation>
    </message>
    <message>
        <source>GPU max</source>
        <translation>GPU最大</translation>
    </message>
    <message>
        <source>cooled</source>
        <translation>冷却中</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>閉</translation>
    </message>
    <message>
        <source>open</source>
        <translation>開</translation>
    </message>
    <message>
        <source>leak detected</source>
        <translation>漏液検知</translation>
    </message>
    <message>
        <source>dry</source>
        <translation>漏液なし</translation>
    </message>
    <message>
        <source>Utility tie</source>
        <translation>系統連系</translation>
    </message>
    <message>
        <source>Facility water</source>
        <translation>設備冷却水</translation>
    </message>
    <message>
        <source>CDU %1 pump %2</source>
        <translation>CDU %1 ポンプ %2</translation>
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
        <source>CDU %1</source>
        <translation>CDU %1</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>ラック %1</translation>
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
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>drill time (s)</source>
        <translation>訓練時間 (秒)</translation>
    </message>
    <message>
        <source>cue</source>
        <translation>きっかけ</translation>
    </message>
    <message>
        <source>action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>recovery</source>
        <translation>回復</translation>
    </message>
    <message>
        <source>Drill debrief: %1</source>
        <translation>訓練講評: %1</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 に書き込めません。</translation>
    </message>
    <message>
        <source>Seed %1 · score %2 of %3</source>
        <translation>シード %1 · 得点 %3 点中 %2</translation>
    </message>
    <message>
        <source>Critical tasks</source>
        <translation>重要タスク</translation>
    </message>
    <message>
        <source>not cued</source>
        <translation>きっかけなし</translation>
    </message>
    <message>
        <source>met</source>
        <translation>達成</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>未達</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 点中 %1</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>タスク</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Cue</source>
        <translation>きっかけ</translation>
    </message>
    <message>
        <source>First action</source>
        <translation>最初の操作</translation>
    </message>
    <message>
        <source>Standard met</source>
        <translation>基準達成</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>%1 missed: %2</source>
        <translation>%1 未達: %2</translation>
    </message>
    <message>
        <source>Time outside limits</source>
        <translation>制限範囲外の時間</translation>
    </message>
    <message>
        <source>−%1 of %2</source>
        <translation>%2 点中 −%1</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>制限</translation>
    </message>
    <message>
        <source>Outside</source>
        <translation>範囲外</translation>
    </message>
    <message>
        <source>Penalties and business impact</source>
        <translation>ペナルティと事業への影響</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>影響</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Rack trips</source>
        <translation>ラック停止</translation>
    </message>
    <message>
        <source>Job restarts</source>
        <translation>ジョブ再起動</translation>
    </message>
    <message>
        <source>Unserved energy</source>
        <translation>未供給エネルギー</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>Lost GPU-hours</source>
        <translation>GPU 時間の損失</translation>
    </message>
    <message>
        <source>Dollars lost</source>
        <translation>損失額</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>MFU over the drill</source>
        <translation>訓練中の MFU</translation>
    </message>
    <message>
        <source>MFU at its start</source>
        <translation>開始時の MFU</translation>
    </message>
    <message>
        <source>Points lost to penalties</source>
        <translation>ペナルティによる減点</translation>
    </message>
    <message>
        <source>Timeline: trainee and reference</source>
        <translation>タイムライン: 訓練生と模範</translation>
    </message>
    <message>
        <source>malfunction</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>trainee</source>
        <translation>訓練生</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>模範</translation>
    </message>
    <message>
        <source>1 reference · 2 trainee · 3 malfunction</source>
        <translation>1 模範 · 2 訓練生 · 3 故障</translation>
    </message>
    <message>
        <source>No malfunction came and no action was taken.</source>
        <translation>故障は発生せず、操作も行われませんでした。</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>実施者</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Charts over the drill</source>
        <translation>訓練全体のグラフ</translation>
    </message>
    <message>
        <source>What the trainee saw</source>
        <translation>訓練生が見た表示</translation>
    </message>
    <message>
        <source>A failed instrument: the model&apos;s truth beside the reading shown to the trainee.</source>
        <translation>故障した計器: モデルの真値と、訓練生に表示された指示値の比較。</translation>
    </message>
</context>
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
        <source>Grid transfer</source>
        <translation>系統切替</translation>
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
        <source>Battery reserve</source>
        <translation>バッテリー予備容量</translation>
    </message>
    <message>
        <source>Start pump</source>
        <translation>ポンプ起動</translation>
    </message>
    <message>
        <source>Stop pump</source>
        <translation>ポンプ停止</translation>
    </message>
    <message>
        <source>CDU standby logic</source>
        <translation>CDU 予備ポンプ制御</translation>
    </message>
    <message>
        <source>Isolation on leak</source>
        <translation>漏れ時の隔離</translation>
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
    <message>
        <source>Start pump %1 of CDU %2</source>
        <translation>CDU %2 のポンプ %1 を起動</translation>
    </message>
    <message>
        <source>Stop pump %1 of CDU %2</source>
        <translation>CDU %2 のポンプ %1 を停止</translation>
    </message>
    <message>
        <source>%1 has already failed</source>
        <translation>%1 はすでに故障しています</translation>
    </message>
    <message>
        <source>%1 has not failed</source>
        <translation>%1 は故障していません</translation>
    </message>
    <message>
        <source>%1 is not running</source>
        <translation>%1 は運転していません</translation>
    </message>
    <message>
        <source>%1 is already running</source>
        <translation>%1 はすでに運転中です</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>ケーブル数</translation>
    </message>
    <message>
        <source>Delay</source>
        <translation>遅延</translation>
    </message>
    <message>
        <source>Temperature rise</source>
        <translation>温度上昇</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>継続時間</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>有効</translation>
    </message>
    <message>
        <source>Fans</source>
        <translation>ファン数</translation>
    </message>
    <message>
        <source>Power floor</source>
        <translation>電力下限</translation>
    </message>
    <message>
        <source>Import limit</source>
        <translation>受電上限</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>負荷</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>Valve position</source>
        <translation>弁開度</translation>
    </message>
    <message>
        <source>Ramp down</source>
        <translation>下げ勾配</translation>
    </message>
    <message>
        <source>Ramp time</source>
        <translation>ランプ時間</translation>
    </message>
    <message>
        <source>Ramp up</source>
        <translation>上げ勾配</translation>
    </message>
    <message>
        <source>Leak rate</source>
        <translation>漏水量</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Voltage</source>
        <translation>電圧</translation>
    </message>
    <message>
        <source>ECMP</source>
        <translation>ECMP</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>アダプティブ</translation>
    </message>
    <message>
        <source>Needs a link written leafN/spineM or spineN/coreM</source>
        <translation>リンクは leafN/spineM または spineN/coreM の形式で指定してください</translation>
    </message>
    <message>
        <source>No such switch in this fabric</source>
        <translation>このファブリックにそのスイッチはありません</translation>
    </message>
    <message>
        <source>No failed cable to restore</source>
        <translation>復旧する故障ケーブルがありません</translation>
    </message>
    <message>
        <source>No working cable between these switches</source>
        <translation>これらのスイッチ間に正常なケーブルがありません</translation>
    </message>
    <message>
        <source>No such NIC</source>
        <translation>そのNICはありません</translation>
    </message>
    <message>
        <source>%1: no such rack in this pod</source>
        <translation>%1: このポッドにそのラックはありません</translation>
    </message>
    <message>
        <source>%1: no such CDU</source>
        <translation>%1: そのCDUはありません</translation>
    </message>
    <message>
        <source>%1: no such dry cooler</source>
        <translation>%1: そのドライクーラーはありません</translation>
    </message>
    <message>
        <source>%1: no such pump</source>
        <translation>%1: そのポンプはありません</translation>
    </message>
    <message>
        <source>Generator set tripped offline</source>
        <translation>発電機がトリップし解列しました</translation>
    </message>
    <message>
        <source>Generator set was not running</source>
        <translation>発電機は運転していませんでした</translation>
    </message>
    <message>
        <source>Generator set starting; synchronises in %1 s</source>
        <translation>発電機起動中。%1 秒後に同期</translation>
    </message>
    <message>
        <source>Generator set already running</source>
        <translation>発電機はすでに運転中です</translation>
    </message>
    <message>
        <source>Grid voltage sags to %1 % for %2 s (inside the ITIC ride-through curve)</source>
        <translation>系統電圧が %2 秒間 %1 % に低下（ITIC耐量曲線の内側）</translation>
    </message>
    <message>
        <source>Grid voltage sags to %1 % for %2 s (outside the ITIC ride-through curve)</source>
        <translation>系統電圧が %2 秒間 %1 % に低下（ITIC耐量曲線の外側）</translation>
    </message>
    <message>
        <source>Grid import capped at %1 kW</source>
        <translation>系統受電を %1 kW に制限</translation>
    </message>
    <message>
        <source>Grid tie open: no import</source>
        <translation>系統連系遮断器開放：受電なし</translation>
    </message>
    <message>
        <source>Grid back to normal</source>
        <translation>系統復旧</translation>
    </message>
    <message>
        <source>Grid disturbance ended</source>
        <translation>系統擾乱終了</translation>
    </message>
    <message>
        <source>Battery converter tripped</source>
        <translation>バッテリー変換器トリップ</translation>
    </message>
    <message>
        <source>Battery back in service</source>
        <translation>バッテリー運転復帰</translation>
    </message>
    <message>
        <source>No battery in this pod</source>
        <translation>このポッドにバッテリーはありません</translation>
    </message>
    <message>
        <source>Rack power cap set to %1 kW</source>
        <translation>ラック電力上限を %1 kW に設定</translation>
    </message>
    <message>
        <source>Rack power cap removed</source>
        <translation>ラック電力上限を解除</translation>
    </message>
    <message>
        <source>GPU power smoothing on (floor %1 % of TDP)</source>
        <translation>GPU電力平滑化オン（下限 TDPの %1 %）</translation>
    </message>
    <message>
        <source>GPU power smoothing off</source>
        <translation>GPU電力平滑化オフ</translation>
    </message>
    <message>
        <source>Training job started</source>
        <translation>学習ジョブ開始</translation>
    </message>
    <message>
        <source>Training job stopped</source>
        <translation>学習ジョブ停止</translation>
    </message>
    <message>
        <source>Training run complete: token budget reached; the job stops and the GPUs idle</source>
        <translation>学習完了: トークン予算に到達したため、ジョブを停止し GPU はアイドル状態になります</translation>
    </message>
    <message>
        <source>Training job restarting in %1 s</source>
        <translation>学習ジョブを %1 秒後に再起動</translation>
    </message>
    <message>
        <source>Training job interrupted by a rack power trip; restarting from checkpoint</source>
        <translation>ラック電源トリップで学習ジョブ中断。チェックポイントから再開</translation>
    </message>
    <message>
        <source>Training job interrupted: a rack left service (thermal protection or isolation); restarting from checkpoint on the remaining racks</source>
        <translation>学習ジョブ中断：ラックが運転離脱（過熱保護または遮断）。残りのラックでチェックポイントから再開</translation>
    </message>
    <message>
        <source>Rack re-energised</source>
        <translation>ラック再通電</translation>
    </message>
    <message>
        <source>Rack lost power: sources cannot cover the load even at the minimum cap</source>
        <translation>ラック停電：最小上限でも電源が負荷を賄えません</translation>
    </message>
    <message>
        <source>Rack lost power: bus voltage excursion outside the ride-through curve (ITIC) and PSU hold-up</source>
        <translation>ラック停電：母線電圧が耐量曲線（ITIC）とPSU保持時間を逸脱</translation>
    </message>
    <message>
        <source>Rack power cap released</source>
        <translation>ラック電力制限解除</translation>
    </message>
    <message>
        <source>Rack power-capped by load shedding: sources cannot cover the load</source>
        <translation>負荷遮断によりラック電力制限：電源が負荷を賄えません</translation>
    </message>
    <message>
        <source>Rack power-capped by operator cap</source>
        <translation>オペレーター設定によりラック電力制限</translation>
    </message>
    <message>
        <source>Every GPU reachable again</source>
        <translation>全GPUが再び到達可能</translation>
    </message>
    <message>
        <source>Some GPUs have no path through the fabric: collectives hang</source>
        <translation>一部のGPUがファブリック経由で到達不能：集団通信が停止</translation>
    </message>
    <message>
        <source>Background traffic ended</source>
        <translation>バックグラウンドトラフィック終了</translation>
    </message>
    <message>
        <source>Background traffic at %1 % of every switch link</source>
        <translation>各スイッチリンクの %1 % にバックグラウンドトラフィック</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>リング</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>ツリー</translation>
    </message>
    <message>
        <source>SHARP</source>
        <translation>SHARP</translation>
    </message>
    <message>
        <source>Gradient all-reduce %1 ms (%2), exposed %3 ms, peak link utilisation %4 %</source>
        <translation>勾配all-reduce %1 ms（%2）、非隠蔽 %3 ms、最大リンク使用率 %4 %</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n cable(s)</source>
        <translation>
            <numerusform>%n 本のケーブルを復旧</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Failed %n cable(s)</source>
        <translation>
            <numerusform>%n 本のケーブルが故障</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch failed</source>
        <translation>スイッチ故障</translation>
    </message>
    <message>
        <source>Switch back in service</source>
        <translation>スイッチ運転復帰</translation>
    </message>
    <message>
        <source>NIC failed; its GPU sends through a tray neighbour</source>
        <translation>NIC故障。そのGPUは同一トレイの隣接GPU経由で送信</translation>
    </message>
    <message>
        <source>NIC back in service</source>
        <translation>NIC運転復帰</translation>
    </message>
    <message>
        <source>SHARP in-network reduction on</source>
        <translation>SHARPネットワーク内集約オン</translation>
    </message>
    <message>
        <source>SHARP off: ring or tree all-reduce</source>
        <translation>SHARPオフ：リングまたはツリーでall-reduce</translation>
    </message>
    <message>
        <source>Routing: ECMP (static hashing)</source>
        <translation>ルーティング：ECMP（静的ハッシュ）</translation>
    </message>
    <message>
        <source>Routing: adaptive</source>
        <translation>ルーティング：アダプティブ</translation>
    </message>
    <message>
        <source>valve closed by operator</source>
        <translation>オペレーターが弁を閉止</translation>
    </message>
    <message>
        <source>leak detected</source>
        <translation>漏水検知</translation>
    </message>
    <message>
        <source>Isolation commanded (%1) but the valve is stuck</source>
        <translation>遮断指令（%1）、しかし弁が固着</translation>
    </message>
    <message>
        <source>Isolation valve stuck at %1 % open</source>
        <translation>遮断弁が開度 %1 % で固着</translation>
    </message>
    <message>
        <source>Valve stuck: open command ignored</source>
        <translation>弁固着：開指令は無視されました</translation>
    </message>
    <message>
        <source>Isolation valve closing: %1</source>
        <translation>遮断弁閉止中：%1</translation>
    </message>
    <message>
        <source>Isolation valve opening</source>
        <translation>遮断弁開放中</translation>
    </message>
    <message>
        <source>Valve open: rack back in service</source>
        <translation>弁開放：ラック運転復帰</translation>
    </message>
    <message>
        <source>BMS shut the rack down: %1</source>
        <translation>BMSがラックを停止：%1</translation>
    </message>
    <message>
        <source>Pump failed</source>
        <translation>ポンプ故障</translation>
    </message>
    <message>
        <source>Pump restored</source>
        <translation>ポンプ復旧</translation>
    </message>
    <message>
        <source>Operator closes the isolation valve</source>
        <translation>オペレーターが遮断弁を閉止</translation>
    </message>
    <message>
        <source>Operator opens the isolation valve</source>
        <translation>オペレーターが遮断弁を開放</translation>
    </message>
    <message>
        <source>Leak of %1 L/min</source>
        <translation>漏水 %1 L/分</translation>
    </message>
    <message>
        <source>Leak detected: rack will be isolated</source>
        <translation>漏水検知：ラックを遮断します</translation>
    </message>
    <message>
        <source>Leak detected (auto-isolation off)</source>
        <translation>漏水検知（自動遮断オフ）</translation>
    </message>
    <message>
        <source>Heat wave: +%1 K for %2 s</source>
        <translation>熱波：+%1 K、%2 秒間</translation>
    </message>
    <message>
        <source>Ambient mean set to %1 °C</source>
        <translation>平均外気温を %1 °C に設定</translation>
    </message>
    <message>
        <source>Secondary supply set point %1 °C</source>
        <translation>二次側供給温度設定値 %1 °C</translation>
    </message>
    <message>
        <source>Throttling ended</source>
        <translation>スロットリング終了</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) above %1 °C: clocks cut to %2 %</source>
        <translation>
            <numerusform>%n 基のGPUが %1 °C 超過：クロックを %2 % に低減</numerusform>
        </translation>
    </message>
    <message>
        <source>Rack restarted after cooling down</source>
        <translation>冷却後にラック再起動</translation>
    </message>
    <message>
        <source>GPU junction %1 °C above %2 °C: rack shut down</source>
        <translation>GPUジャンクション %1 °C が %2 °C 超過：ラック停止</translation>
    </message>
    <message>
        <source>Coolant flow back</source>
        <translation>冷却水流量復帰</translation>
    </message>
    <message>
        <source>Coolant flow %1 L/min below %2 % of nominal</source>
        <translation>冷却水流量 %1 L/分、定格の %2 % 未満</translation>
    </message>
    <message>
        <source>Coolant flow back: rack in service</source>
        <translation>冷却水流量復帰：ラック運転再開</translation>
    </message>
    <message>
        <source>Low-flow interlock: coolant flow %1 L/min below %2 % of nominal for %3 s: rack taken out of service</source>
        <translation>低流量インターロック：冷却水流量 %1 L/分 が %3 秒間 定格の %2 % 未満：ラックを運転離脱</translation>
    </message>
    <message>
        <source>Standby pump started</source>
        <translation>予備ポンプ起動</translation>
    </message>
    <message>
        <source>Expansion tank nearly empty: pumps stopped (dry-run protection)</source>
        <translation>膨張タンクがほぼ空：ポンプ停止（空運転保護）</translation>
    </message>
    <message>
        <source>Secondary supply back</source>
        <translation>二次側供給温度復帰</translation>
    </message>
    <message>
        <source>Secondary supply %1 °C above %2 °C</source>
        <translation>二次側供給温度 %1 °C が %2 °C 超過</translation>
    </message>
    <message>
        <source>Loop pressure back</source>
        <translation>ループ圧力復帰</translation>
    </message>
    <message>
        <source>Expansion tank level low</source>
        <translation>膨張タンク水位低</translation>
    </message>
    <message>
        <source>Loop differential pressure low</source>
        <translation>ループ差圧低</translation>
    </message>
    <message>
        <source>Pump back in service (standby)</source>
        <translation>ポンプ運転復帰（予備）</translation>
    </message>
    <message>
        <source>Pump failed; coasting down</source>
        <translation>ポンプ故障、惰性減速中</translation>
    </message>
    <message>
        <source>CDU restarted</source>
        <translation>CDU再起動</translation>
    </message>
    <message>
        <source>CDU tripped: all pumps stopped</source>
        <translation>CDUトリップ：全ポンプ停止</translation>
    </message>
    <message>
        <source>Dry cooler back in service</source>
        <translation>ドライクーラー運転復帰</translation>
    </message>
    <message>
        <source>Dry cooler out of service</source>
        <translation>ドライクーラー運転停止</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n fans failed</source>
        <translation>
            <numerusform>ファン %n 台中 %1 台が故障</numerusform>
        </translation>
    </message>
    <message>
        <source>Generator set trips offline instantly.</source>
        <translation>発電機が即座にトリップして停止する。</translation>
    </message>
    <message>
        <source>Starts a stopped generator set; it synchronises after its start time.</source>
        <translation>停止中の発電機を起動する。起動時間の後に同期する。</translation>
    </message>
    <message>
        <source>Grid voltage sags to voltage_pu for duration_s (judged against the ITIC curve).</source>
        <translation>系統電圧が duration_s の間 voltage_pu に低下する (ITIC 曲線で判定)。</translation>
    </message>
    <message>
        <source>Caps grid import at limit_kw for duration_s.</source>
        <translation>duration_s の間、系統からの受電を limit_kw に制限する。</translation>
    </message>
    <message>
        <source>Grid tie opens: no import.</source>
        <translation>系統連系が開放される: 受電なし。</translation>
    </message>
    <message>
        <source>Ends any brownout, curtailment or outage.</source>
        <translation>電圧低下、受電制限、停電をすべて終了する。</translation>
    </message>
    <message>
        <source>The operator transfers the pod to island operation or back to the grid.</source>
        <translation>オペレーターがポッドを自立運転に切り替える、または系統に戻す。</translation>
    </message>
    <message>
        <source>Battery converter trips: no charge or discharge.</source>
        <translation>バッテリー変換器がトリップする: 充放電なし。</translation>
    </message>
    <message>
        <source>Battery converter back in service.</source>
        <translation>バッテリー変換器が復帰する。</translation>
    </message>
    <message>
        <source>Keeps a reserve in the battery: it stops discharging at soc_pct.</source>
        <translation>バッテリーに予備を残す: soc_pct で放電を止める。</translation>
    </message>
    <message>
        <source>Caps rack power (one rack, or every rack with target pod).</source>
        <translation>ラック電力を制限する (1 ラック、または対象 pod で全ラック)。</translation>
    </message>
    <message>
        <source>Switches GB300-style GPU power smoothing on or off, optionally with new limits.</source>
        <translation>GB300 方式の GPU 電力平滑化をオン/オフする。新しい制限値も指定可能。</translation>
    </message>
    <message>
        <source>Starts the training job (step load).</source>
        <translation>学習ジョブを開始する (ステップ負荷)。</translation>
    </message>
    <message>
        <source>Stops the training job (load drops to idle).</source>
        <translation>学習ジョブを停止する (負荷はアイドルに低下)。</translation>
    </message>
    <message>
        <source>Stops and restarts the job after delay_s.</source>
        <translation>ジョブを停止し、delay_s 後に再開する。</translation>
    </message>
    <message>
        <source>A CDU pump fails and coasts down.</source>
        <translation>CDU のポンプが故障し惰性で停止する。</translation>
    </message>
    <message>
        <source>A failed pump is back in service.</source>
        <translation>故障したポンプが復帰する。</translation>
    </message>
    <message>
        <source>The operator starts a pump (a failed pump or a tripped CDU does not start).</source>
        <translation>オペレーターがポンプを起動する (故障したポンプやトリップした CDU は起動しない)。</translation>
    </message>
    <message>
        <source>The operator stops a pump; automatic standby logic does not restart it.</source>
        <translation>オペレーターがポンプを停止する。自動予備切替はそれを再起動しない。</translation>
    </message>
    <message>
        <source>The whole CDU trips: all its pumps stop.</source>
        <translation>CDU 全体がトリップする: すべてのポンプが停止。</translation>
    </message>
    <message>
        <source>A tripped CDU restarts.</source>
        <translation>トリップした CDU が再起動する。</translation>
    </message>
    <message>
        <source>Switches a CDU&apos;s standby-pump logic (or every CDU&apos;s, target facility).</source>
        <translation>CDU の予備ポンプ制御を切り替える (対象 facility で全 CDU)。</translation>
    </message>
    <message>
        <source>Closes the rack&apos;s isolation valve.</source>
        <translation>ラックの遮断弁を閉じる。</translation>
    </message>
    <message>
        <source>Opens the rack&apos;s isolation valve.</source>
        <translation>ラックの遮断弁を開く。</translation>
    </message>
    <message>
        <source>The rack&apos;s isolation valve sticks and no longer answers commands.</source>
        <translation>ラックの遮断弁が固着し、指令に応答しなくなる。</translation>
    </message>
    <message>
        <source>Coolant leaks from the rack manifold; auto-isolation closes the valve if configured.</source>
        <translation>ラックのマニホールドから冷却液が漏れる。自動遮断が設定されていれば弁が閉じる。</translation>
    </message>
    <message>
        <source>Switches a rack&apos;s automatic isolation on leak (or every rack&apos;s, target pod).</source>
        <translation>漏れ検知時のラック自動遮断を切り替える (対象 pod で全ラック)。</translation>
    </message>
    <message>
        <source>A dry cooler goes out of service.</source>
        <translation>ドライクーラーが停止する。</translation>
    </message>
    <message>
        <source>A failed dry cooler returns.</source>
        <translation>故障したドライクーラーが復帰する。</translation>
    </message>
    <message>
        <source>Fans of a dry cooler fail.</source>
        <translation>ドライクーラーのファンが故障する。</translation>
    </message>
    <message>
        <source>Ambient dry-bulb rises by delta_c over the daily profile.</source>
        <translation>外気乾球温度が日変化に対して delta_c 上昇する。</translation>
    </message>
    <message>
        <source>Sets the ambient dry-bulb mean.</source>
        <translation>外気乾球温度の平均を設定する。</translation>
    </message>
    <message>
        <source>Changes a CDU&apos;s secondary supply set point (or all with target facility).</source>
        <translation>CDU の二次側供給温度の設定値を変更する (対象 facility で全 CDU)。</translation>
    </message>
    <message>
        <source>Links between two switches fail.</source>
        <translation>2 台のスイッチ間のリンクが故障する。</translation>
    </message>
    <message>
        <source>Failed links between two switches return.</source>
        <translation>2 台のスイッチ間の故障したリンクが復帰する。</translation>
    </message>
    <message>
        <source>A switch fails.</source>
        <translation>スイッチが故障する。</translation>
    </message>
    <message>
        <source>A failed switch returns.</source>
        <translation>故障したスイッチが復帰する。</translation>
    </message>
    <message>
        <source>A GPU&apos;s NIC fails (the job slows to the rail).</source>
        <translation>GPU の NIC が故障する (ジョブはそのレールで遅くなる)。</translation>
    </message>
    <message>
        <source>A failed NIC returns.</source>
        <translation>故障した NIC が復帰する。</translation>
    </message>
    <message>
        <source>Disables SHARP in-network reduction.</source>
        <translation>SHARP のネットワーク内集約を無効にする。</translation>
    </message>
    <message>
        <source>Enables SHARP in-network reduction.</source>
        <translation>SHARP のネットワーク内集約を有効にする。</translation>
    </message>
    <message>
        <source>Switches between static ECMP hashing and adaptive routing.</source>
        <translation>静的 ECMP ハッシュと適応ルーティングを切り替える。</translation>
    </message>
    <message>
        <source>A noisy neighbour loads the fabric.</source>
        <translation>他テナントのトラフィックがファブリックに負荷をかける。</translation>
    </message>
    <message>
        <source>residual voltage, per unit</source>
        <translation>残留電圧 (pu)</translation>
    </message>
    <message>
        <source>sag duration</source>
        <translation>電圧低下の継続時間</translation>
    </message>
    <message>
        <source>import cap</source>
        <translation>受電上限</translation>
    </message>
    <message>
        <source>window; absent = until grid_restore</source>
        <translation>期間。省略時は grid_restore まで</translation>
    </message>
    <message>
        <source>outage length; absent = until grid_restore</source>
        <translation>停電時間。省略時は grid_restore まで</translation>
    </message>
    <message>
        <source>island: open the grid tie and run on gensets and battery; grid: close it</source>
        <translation>island: 系統連系を開放し発電機とバッテリーで運転、grid: 連系を閉じる</translation>
    </message>
    <message>
        <source>hold the state of charge above this level (the SOC floor if lower)</source>
        <translation>充電状態をこの値以上に保つ (これより高ければ SOC 下限)</translation>
    </message>
    <message>
        <source>per-rack cap; 0 removes the cap</source>
        <translation>ラックあたりの上限。0 で制限を解除</translation>
    </message>
    <message>
        <source>smoothing on or off</source>
        <translation>平滑化のオン/オフ</translation>
    </message>
    <message>
        <source>minimum power floor, % of TDP (-1 keeps the pod file&apos;s value)</source>
        <translation>最低電力 (TDP の %、-1 でポッドファイルの値を維持)</translation>
    </message>
    <message>
        <source>per-GPU ramp-up limit (-1 keeps)</source>
        <translation>GPU あたりの上昇率制限 (-1 で維持)</translation>
    </message>
    <message>
        <source>per-GPU ramp-down limit (-1 keeps)</source>
        <translation>GPU あたりの下降率制限 (-1 で維持)</translation>
    </message>
    <message>
        <source>restart delay (checkpoint reload)</source>
        <translation>再開までの遅延 (チェックポイントの再読み込み)</translation>
    </message>
    <message>
        <source>auto: a standby pump starts when a duty pump stops; manual: it does not</source>
        <translation>auto: 運転ポンプが止まると予備ポンプが起動、manual: 起動しない</translation>
    </message>
    <message>
        <source>stuck opening 0..1 (-1 = where it is now)</source>
        <translation>固着時の開度 0..1 (-1 = 現在の開度)</translation>
    </message>
    <message>
        <source>leak rate</source>
        <translation>漏れ量</translation>
    </message>
    <message>
        <source>auto: a detected leak closes the rack&apos;s valve; manual: it only alarms</source>
        <translation>auto: 漏れを検知するとラックの弁を閉じる、manual: アラームのみ</translation>
    </message>
    <message>
        <source>number of fans lost</source>
        <translation>故障したファンの数</translation>
    </message>
    <message>
        <source>rise over the daily profile</source>
        <translation>日変化に対する上昇幅</translation>
    </message>
    <message>
        <source>length</source>
        <translation>継続時間</translation>
    </message>
    <message>
        <source>ramp in and out</source>
        <translation>立ち上がりと立ち下がりの時間</translation>
    </message>
    <message>
        <source>dry-bulb</source>
        <translation>乾球温度</translation>
    </message>
    <message>
        <source>supply temperature set point</source>
        <translation>供給温度の設定値</translation>
    </message>
    <message>
        <source>parallel links lost</source>
        <translation>失われた並列リンク数</translation>
    </message>
    <message>
        <source>parallel links restored</source>
        <translation>復帰した並列リンク数</translation>
    </message>
    <message>
        <source>routing mode</source>
        <translation>ルーティング方式</translation>
    </message>
    <message>
        <source>share of every link&apos;s capacity taken by another tenant</source>
        <translation>他テナントが占める各リンク容量の割合</translation>
    </message>
    <message>
        <source>length; absent = until set to 0</source>
        <translation>継続時間。省略時は 0 に設定されるまで</translation>
    </message>
    <message>
        <source>Genset stop</source>
        <translation>発電機停止</translation>
    </message>
    <message>
        <source>Load shed</source>
        <translation>負荷遮断</translation>
    </message>
    <message>
        <source>Job pause</source>
        <translation>ジョブ一時停止</translation>
    </message>
    <message>
        <source>Job checkpoint</source>
        <translation>ジョブのチェックポイント</translation>
    </message>
    <message>
        <source>Sensor fault</source>
        <translation>センサー故障</translation>
    </message>
    <message>
        <source>Sensor restore</source>
        <translation>センサー復旧</translation>
    </message>
    <message>
        <source>The operator stops a running generator set; the others and the battery take its load.</source>
        <translation>オペレーターが運転中の発電機を停止する。他の発電機とバッテリーがその負荷を引き継ぐ。</translation>
    </message>
    <message>
        <source>Sheds a rack&apos;s GPU load to the load-shedding floor (or every rack&apos;s, target pod).</source>
        <translation>ラックの GPU 負荷を負荷遮断の下限まで下げる (対象 pod で全ラック)。</translation>
    </message>
    <message>
        <source>Pauses the training job: GPUs idle, the job stays loaded and job_start resumes it where it was.</source>
        <translation>学習ジョブを一時停止する: GPU はアイドルになり、ジョブはロードされたまま。job_start で中断した位置から再開する。</translation>
    </message>
    <message>
        <source>The job writes a checkpoint now: it makes no progress for the checkpoint&apos;s duration (workload.checkpoint_duration_s) and the next periodic checkpoint comes a full interval later.</source>
        <translation>ジョブが今すぐチェックポイントを書き込む: チェックポイントの所要時間 (workload.checkpoint_duration_s) の間は進捗せず、次の定期チェックポイントはそこから 1 周期後になる。</translation>
    </message>
    <message>
        <source>An instrument fails: the trainee sees a wrong reading, the plant runs on.</source>
        <translation>計器が故障する: 訓練生には誤った指示値が表示され、プラントは運転を続ける。</translation>
    </message>
    <message>
        <source>A failed instrument is repaired and reads true again.</source>
        <translation>故障した計器が修理され、再び正しい値を示す。</translation>
    </message>
    <message>
        <source>Instruments</source>
        <translation>計器</translation>
    </message>
    <message>
        <source>Generator set stopped on command</source>
        <translation>発電機を指令により停止しました</translation>
    </message>
    <message>
        <source>GPU load shed to %1 % of its dynamic power</source>
        <translation>GPU 負荷を動的電力の %1 % まで遮断</translation>
    </message>
    <message>
        <source>Shed load restored</source>
        <translation>遮断した負荷を復帰</translation>
    </message>
    <message>
        <source>Training job paused: GPUs idle, job_start resumes it</source>
        <translation>学習ジョブ一時停止: GPU はアイドル、job_start で再開</translation>
    </message>
    <message>
        <source>Training job was not running</source>
        <translation>学習ジョブは実行されていませんでした</translation>
    </message>
    <message>
        <source>Training job writing a checkpoint for %1 s</source>
        <translation>学習ジョブが %1 秒間チェックポイントを書き込み中</translation>
    </message>
    <message>
        <source>No checkpoint: the job is not running or already checkpointing</source>
        <translation>チェックポイントなし: ジョブが実行されていないか、すでに書き込み中です</translation>
    </message>
    <message>
        <source>No %1 instrument here</source>
        <translation>ここに %1 の計器はありません</translation>
    </message>
    <message>
        <source>%1 instrument repaired</source>
        <translation>%1 の計器を修理しました</translation>
    </message>
    <message>
        <source>%1 instrument failed (stuck)</source>
        <translation>%1 の計器が故障 (固着)</translation>
    </message>
    <message>
        <source>%1 instrument failed (drift)</source>
        <translation>%1 の計器が故障 (ドリフト)</translation>
    </message>
    <message>
        <source>%1 instrument failed (offset)</source>
        <translation>%1 の計器が故障 (オフセット)</translation>
    </message>
    <message>
        <source>%1 instrument failed (dead)</source>
        <translation>%1 の計器が故障 (無信号)</translation>
    </message>
    <message>
        <source>Transferred to island operation: grid tie open</source>
        <translation>単独運転に切替：系統連系遮断器開放</translation>
    </message>
    <message>
        <source>Transferred back to the grid: grid tie closed</source>
        <translation>系統連系に復帰：系統連系遮断器投入</translation>
    </message>
    <message>
        <source>Battery holds a reserve: no discharge below %1 % SOC</source>
        <translation>バッテリーが予備容量を保持：SOC %1 % 未満では放電しない</translation>
    </message>
    <message>
        <source>Pump started; ramping up</source>
        <translation>ポンプ起動、立ち上げ中</translation>
    </message>
    <message>
        <source>Pump stopped by the operator; coasting down</source>
        <translation>オペレーターがポンプを停止、惰性で減速中</translation>
    </message>
    <message>
        <source>Pump has failed: start refused</source>
        <translation>ポンプ故障：起動を拒否</translation>
    </message>
    <message>
        <source>CDU is tripped: start refused</source>
        <translation>CDUトリップ中：起動を拒否</translation>
    </message>
    <message>
        <source>Operator starts the pump</source>
        <translation>オペレーターがポンプを起動</translation>
    </message>
    <message>
        <source>Operator stops the pump</source>
        <translation>オペレーターがポンプを停止</translation>
    </message>
    <message>
        <source>shed: hold the racks at the load-shedding floor (ems.min_cap_clock_factor); restore: remove the operator&apos;s cap</source>
        <translation>shed: ラックを負荷遮断の下限 (ems.min_cap_clock_factor) に保つ。restore: オペレーターの電力制限を解除</translation>
    </message>
    <message>
        <source>no pump-failure alarm: the motor runs on a broken coupling or seized impeller, so only the flow and temperatures show it</source>
        <translation>ポンプ故障アラームなし: カップリング破損やインペラ固着でもモーターは回り続け、流量と温度にしか現れない</translation>
    </message>
    <message>
        <source>which instrument of the target: cdu flow, supply_temp or return_temp; rack gpu_temp_max; genset load; bess soc; pod bus_voltage or bus_frequency</source>
        <translation>対象のどの計器か: cdu flow、supply_temp または return_temp、rack gpu_temp_max、genset load、bess soc、pod bus_voltage または bus_frequency</translation>
    </message>
    <message>
        <source>stuck: holds its reading; drift: walks off at value per second; offset: reads value off; dead: reads the bottom of its range, flagged bad</source>
        <translation>stuck: 指示値を保持。drift: 毎秒 value ずつずれる。offset: value だけずれて読む。dead: レンジ下限を示し、不良として表示</translation>
    </message>
    <message>
        <source>drift per second or offset, in the reading&apos;s unit (L/min, degC, pu, Hz, SOC 0..1, kW)</source>
        <translation>毎秒のドリフトまたはオフセット、指示値の単位 (L/min、°C、pu、Hz、SOC 0..1、kW)</translation>
    </message>
    <message>
        <source>which instrument of the target</source>
        <translation>対象のどの計器か</translation>
    </message>
</context>
<context>
    <name>SourceBadge</name>
    <message>
        <source>Failure</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>オペレーター</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>発生元:</translation>
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
    <message>
        <source>Write a PDF design report of --pod and --scenario run for --duration, then exit (no window opens).</source>
        <translation>--pod と --scenario を --duration だけ実行した PDF 設計レポートを書き出して終了する (ウィンドウは開かない)。</translation>
    </message>
    <message>
        <source>Simulated seconds the report runs (default 3600).</source>
        <translation>レポートで実行するシミュレーション秒数 (既定 3600)。</translation>
    </message>
    <message>
        <source>The report&apos;s B: a pod (file or builtin:NAME) on the same scenario, or a scenario on the same pod.</source>
        <translation>レポートの B: 同じシナリオでのポッド (ファイルまたは builtin:NAME)、または同じポッドでのシナリオ。</translation>
    </message>
    <message>
        <source>Trainee mode: no instructor station, malfunction schedule or ground truth.</source>
        <translation>訓練生モード: 教官ステーション、故障スケジュール、実際の状態を表示しない。</translation>
    </message>
    <message>
        <source>Start a sweep (spec file or builtin:NAME) at once; with --report, run it and add its KPIs (mean, p5, p50, p95) to the report.</source>
        <translation>スイープを直ちに開始する (スペックファイルまたは builtin:NAME)。--report と併用すると、実行してその KPI (平均、p5、p50、p95) をレポートに追加する。</translation>
    </message>
    <message>
        <source>Play --drill with --actions and write its PDF debrief, then exit (no window opens).</source>
        <translation>--drill を --actions で再生して PDF 講評を書き出し、終了する (ウィンドウは開かない)。</translation>
    </message>
    <message>
        <source>Open a training drill (file or builtin:NAME); with --debrief, the drill to play.</source>
        <translation>訓練を開く (ファイルまたは builtin:NAME)。--debrief と併用する場合は再生する訓練。</translation>
    </message>
    <message>
        <source>The debrief&apos;s actions: reference, none or a session file.</source>
        <translation>講評の操作: reference、none、またはセッションファイル。</translation>
    </message>
    <message>
        <source>The debrief&apos;s seed (default: the drill&apos;s).</source>
        <translation>講評のシード (既定: 訓練のシード)。</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::ComparisonRun</name>
    <message>
        <source>Commodity design</source>
        <translation>汎用設計</translation>
    </message>
    <message>
        <source>This pod</source>
        <translation>このポッド</translation>
    </message>
    <message>
        <source>Same pod, SHARP off</source>
        <translation>同じポッド (SHARP無効)</translation>
    </message>
    <message>
        <source>%1 on %2 at %3</source>
        <translation>%1 (%2、%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Not played on %1, which has no such equipment: %2.</source>
        <translation>%1 には該当する設備がないため再生していません: %2。</translation>
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
        <translation>%1 (%2、%3)</translation>
    </message>
    <message>
        <source>&amp;Branch here</source>
        <translation>ここで分岐(&amp;B)</translation>
    </message>
    <message>
        <source>Fork the run now into A (as is) and B; inject into B to see what a different action or failure changes</source>
        <translation>実行を今の時点で A (そのまま) と B に分岐する。B に注入して、異なる操作や障害で何が変わるかを確認</translation>
    </message>
    <message>
        <source>Compare with &amp;pod…</source>
        <translation>ポッドと比較(&amp;P)…</translation>
    </message>
    <message>
        <source>B: another pod (built-in or a file) under this scenario, from t = 0 in lock step</source>
        <translation>B: このシナリオでの別のポッド (組み込みまたはファイル)、t = 0 から同期実行</translation>
    </message>
    <message>
        <source>Compare with &amp;scenario…</source>
        <translation>シナリオと比較(&amp;S)…</translation>
    </message>
    <message>
        <source>B: this pod under another scenario, from t = 0 in lock step</source>
        <translation>B: 別のシナリオでのこのポッド、t = 0 から同期実行</translation>
    </message>
    <message>
        <source>Compare with the &amp;edited design</source>
        <translation>編集した設計と比較(&amp;E)</translation>
    </message>
    <message>
        <source>B: the design editor&apos;s design (Ctrl+Shift+D) under this scenario, from t = 0 in lock step</source>
        <translation>B: このシナリオでの設計エディターの設計 (Ctrl+Shift+D)、t = 0 から同期実行</translation>
    </message>
    <message>
        <source>&amp;Inject into B</source>
        <translation>B に注入(&amp;I)</translation>
    </message>
    <message>
        <source>Failure injections (Inject menu, right-click) go into B only</source>
        <translation>障害注入 (障害注入メニュー、右クリック) は B にのみ適用</translation>
    </message>
    <message>
        <source>3D view shows &amp;B</source>
        <translation>3D ビューに B を表示(&amp;B)</translation>
    </message>
    <message>
        <source>Switch the 3D view between A and B</source>
        <translation>3D ビューを A と B で切り替え</translation>
    </message>
    <message>
        <source>S&amp;top comparing</source>
        <translation>比較を終了(&amp;T)</translation>
    </message>
    <message>
        <source>Remove B</source>
        <translation>B を削除</translation>
    </message>
    <message>
        <source>Com&amp;pare</source>
        <translation>比較(&amp;P)</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>the run as is</source>
        <translation>そのままの実行</translation>
    </message>
    <message>
        <source>the branch</source>
        <translation>分岐</translation>
    </message>
    <message>
        <source>Branched at %1: injections now go into B (Ctrl+Shift+B switches back to A).</source>
        <translation>%1 で分岐しました: 注入は B に適用されます (Ctrl+Shift+B で A に戻ります)。</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>比較できません</translation>
    </message>
    <message>
        <source>Injections go into B only.</source>
        <translation>注入は B にのみ適用されます。</translation>
    </message>
    <message>
        <source>Injections go into A (and B).</source>
        <translation>注入は A (および B) に適用されます。</translation>
    </message>
    <message>
        <source>A: the run as it is.</source>
        <translation>A: そのままの実行。</translation>
    </message>
    <message>
        <source>B: branched at %1, nothing different yet (Inject into B, Ctrl+Shift+B).</source>
        <translation>B: %1 で分岐、まだ相違なし (B に注入、Ctrl+Shift+B)。</translation>
    </message>
    <message>
        <source>B: branched at %1, then %2.</source>
        <translation>B: %1 で分岐、その後 %2。</translation>
    </message>
    <message>
        <source>A: %1.</source>
        <translation>A: %1。</translation>
    </message>
    <message>
        <source>B: %1 under the same scenario.</source>
        <translation>B: 同じシナリオでの %1。</translation>
    </message>
    <message>
        <source>Not played on B, which has no such equipment: %1.</source>
        <translation>B には該当する設備がないため再生していません: %1。</translation>
    </message>
    <message>
        <source>A: scenario %1.</source>
        <translation>A: シナリオ %1。</translation>
    </message>
    <message>
        <source>B: the same pod under scenario %1.</source>
        <translation>B: シナリオ %1 での同じポッド。</translation>
    </message>
    <message>
        <source>Injected into B only: %1.</source>
        <translation>B にのみ注入: %1。</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>3D view, events and alarms: pod %1, run B (F8 shows A)</source>
        <translation>3D ビュー・イベント・アラーム: ポッド %1、ラン B (F8 で A を表示)</translation>
    </message>
    <message>
        <source>3D view, events and alarms: pod %1, run A (F8 shows B)</source>
        <translation>3D ビュー・イベント・アラーム: ポッド %1、ラン A (F8 で B を表示)</translation>
    </message>
    <message>
        <source>A pod file…</source>
        <translation>ポッドファイル…</translation>
    </message>
    <message>
        <source>A scenario file…</source>
        <translation>シナリオファイル…</translation>
    </message>
    <message>
        <source>Compare with pod</source>
        <translation>ポッドと比較</translation>
    </message>
    <message>
        <source>Compare with scenario</source>
        <translation>シナリオと比較</translation>
    </message>
    <message>
        <source>B is this pod, under the current scenario:</source>
        <translation>B はこのポッド (現在のシナリオで実行):</translation>
    </message>
    <message>
        <source>B is the current pod, under this scenario:</source>
        <translation>B は現在のポッドをこのシナリオで実行:</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON ファイル (*.json)</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::DesignWorkbench</name>
    <message>
        <source>Cannot apply the design</source>
        <translation>設計を適用できません</translation>
    </message>
    <message>
        <source>Design editor</source>
        <translation>設計エディター</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>Undo the last edit of the design</source>
        <translation>設計の最後の編集を元に戻す</translation>
    </message>
    <message>
        <source>Redo the edit undone last</source>
        <translation>最後に元に戻した編集をやり直す</translation>
    </message>
    <message>
        <source>Write the design to its pod file</source>
        <translation>設計を元のポッドファイルに書き込む</translation>
    </message>
    <message>
        <source>Write the design to a new pod file</source>
        <translation>設計を新しいポッドファイルに書き込む</translation>
    </message>
    <message>
        <source>Restart the run from t = 0 with the edited design</source>
        <translation>編集した設計で t = 0 から実行をやり直す</translation>
    </message>
    <message>
        <source>Show or hide: %1</source>
        <translation>表示/非表示: %1</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>The design does not load; fix the values marked red.</source>
        <translation>設計を読み込めません。赤で示された値を修正してください。</translation>
    </message>
    <message>
        <source>Design editor *</source>
        <translation>設計エディター *</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Cannot save the design</source>
        <translation>設計を保存できません</translation>
    </message>
    <message>
        <source>Save the design as a pod file</source>
        <translation>設計をポッドファイルとして保存</translation>
    </message>
    <message>
        <source>Pod files (*.json)</source>
        <translation>ポッドファイル (*.json)</translation>
    </message>
    <message>
        <source>%1 (edited)</source>
        <translation>%1 (編集済み)</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::InstructorStation</name>
    <message>
        <source>Drill %1 opened: %2</source>
        <translation>訓練 %1 を開きました: %2</translation>
    </message>
    <message>
        <source>Cannot open drill</source>
        <translation>訓練を開けません</translation>
    </message>
    <message>
        <source>Open drill</source>
        <translation>訓練を開く</translation>
    </message>
    <message>
        <source>Drill files (*.json);;All files (*)</source>
        <translation>訓練ファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>No drill is running: open one with Training → Open drill.</source>
        <translation>実行中の訓練はありません: 訓練 → 訓練を開く で開いてください。</translation>
    </message>
    <message>
        <source>Cannot score the drill</source>
        <translation>訓練を採点できません</translation>
    </message>
    <message>
        <source>Drill score: %1</source>
        <translation>訓練の得点: %1</translation>
    </message>
    <message>
        <source>The drill is over.</source>
        <translation>訓練が終了しました。</translation>
    </message>
    <message>
        <source>Back to %1: the actions after it are undone.</source>
        <translation>%1 に戻りました: それ以降の操作は取り消されました。</translation>
    </message>
    <message>
        <source>Initial condition saved: %1</source>
        <translation>初期条件を保存しました: %1</translation>
    </message>
    <message>
        <source>Cannot save the initial condition</source>
        <translation>初期条件を保存できません</translation>
    </message>
    <message>
        <source>Save the state as an initial condition</source>
        <translation>状態を初期条件として保存</translation>
    </message>
    <message>
        <source>Checkpoints (*.ckpt)</source>
        <translation>チェックポイント (*.ckpt)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (seed %2)&lt;br&gt;%3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (シード %2)&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>Drill time %1 of %2</source>
        <translation>訓練時間 %1 / %2</translation>
    </message>
    <message>
        <source>at %1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>between %1 and %2 s</source>
        <translation>%1〜%2 秒</translation>
    </message>
    <message>
        <source>when %1</source>
        <translation>%1 のとき</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>保留中</translation>
    </message>
    <message>
        <source>applied at %1 s</source>
        <translation>%1 秒に発生</translation>
    </message>
    <message>
        <source>No drill: open one with Training → Open drill (Ctrl+D).</source>
        <translation>訓練なし: 訓練 → 訓練を開く (Ctrl+D) で開いてください。</translation>
    </message>
    <message>
        <source>  (drill %1 s)</source>
        <translation>  (訓練 %1 秒)</translation>
    </message>
    <message>
        <source>T&amp;raining</source>
        <translation>訓練(&amp;R)</translation>
    </message>
    <message>
        <source>Built-in &amp;drills</source>
        <translation>組み込み訓練(&amp;D)</translation>
    </message>
    <message>
        <source>Open &amp;drill…</source>
        <translation>訓練を開く(&amp;D)…</translation>
    </message>
    <message>
        <source>Show the &amp;score</source>
        <translation>得点を表示(&amp;S)</translation>
    </message>
    <message>
        <source>Save state as &amp;initial condition…</source>
        <translation>状態を初期条件として保存(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Backtrack to the previous checkpoint</source>
        <translation>前のチェックポイントに戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Trainee mode</source>
        <translation>訓練生モード(&amp;T)</translation>
    </message>
    <message>
        <source>Hide the instructor&apos;s station, the malfunction schedule and the ground truth</source>
        <translation>教官ステーション、故障スケジュール、実際の状態を隠す</translation>
    </message>
    <message>
        <source>Instructor</source>
        <translation>教官</translation>
    </message>
    <message>
        <source>Freeze</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
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
        <translation>最大</translation>
    </message>
    <message>
        <source>When</source>
        <translation>時期</translation>
    </message>
    <message>
        <source>Malfunction</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Malfunction schedule (hidden from the trainee):</source>
        <translation>故障スケジュール (訓練生には非表示):</translation>
    </message>
    <message>
        <source>Checkpoints of this run:</source>
        <translation>この実行のチェックポイント:</translation>
    </message>
    <message>
        <source>Backtrack to the selected checkpoint</source>
        <translation>選択したチェックポイントに戻る</translation>
    </message>
    <message>
        <source>Insert malfunction…</source>
        <translation>故障を挿入…</translation>
    </message>
    <message>
        <source>Save as initial condition…</source>
        <translation>初期条件として保存…</translation>
    </message>
    <message>
        <source>Score now</source>
        <translation>今すぐ採点</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::MainWindow</name>
    <message>
        <source>Inspector</source>
        <translation>インスペクター</translation>
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
        <source>&amp;Reset</source>
        <translation>リセット(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Jump to time…</source>
        <translation>指定時刻へジャンプ(&amp;J)…</translation>
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
        <source>&amp;Top</source>
        <translation>上面(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Aisle</source>
        <translation>通路(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>プレゼンターモード(&amp;P)</translation>
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
        <source> Colour by </source>
        <translation> 色分け </translation>
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
        <source>Operator action: %1</source>
        <translation>オペレーター操作: %1</translation>
    </message>
    <message>
        <source>Operator action in B: %1</source>
        <translation>B でのオペレーター操作: %1</translation>
    </message>
    <message>
        <source>Inject into B: %1</source>
        <translation>B へ障害注入: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a target.</source>
        <translation>&quot;%1&quot; は対象ではありません。</translation>
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
        <source>About PodTwin</source>
        <translation>PodTwinについて</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PodTwin %1&lt;/h3&gt;&lt;p&gt;A desktop digital twin of a liquid-cooled AI training pod: NVL72-class racks, CDUs with N+1 pumps, the facility water loop and dry coolers, gas gensets, an LFP battery, the grid tie and an 800G InfiniBand fat tree with SHARP.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Limits of the model.&lt;/b&gt; Lumped thermal and hydraulic networks (no CFD); electrical plant as phasor-free power balance with 1 ms steps for swings; fabric as flow-level link loads, not packets; training throughput from a step-time model of compute and exposed communication. Results are for engineering comparison and drills, not for sign-off.&lt;/p&gt;&lt;p&gt;Qt %2 · deterministic seeds · no telemetry.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PodTwin %1&lt;/h3&gt;&lt;p&gt;液冷AI学習ポッドのデスクトップ向けデジタルツイン: NVL72クラスのラック、N+1ポンプ構成のCDU、設備冷却水ループとドライクーラー、ガス発電機、LFPバッテリー、系統連系、SHARP対応の800G InfiniBandファットツリー。&lt;/p&gt;&lt;p&gt;&lt;b&gt;モデルの限界。&lt;/b&gt; 集中定数の熱・水力ネットワーク (CFDなし)。電気設備はフェーザーを用いない電力収支で、変動は1 ms刻みで計算。ファブリックはパケットではなくフロー単位のリンク負荷。学習スループットは計算時間と隠蔽されない通信時間によるステップ時間モデル。結果は技術比較と訓練用であり、承認判断用ではありません。&lt;/p&gt;&lt;p&gt;Qt %2 · 決定論的シード · テレメトリなし。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Advance one control tick</source>
        <translation>制御ティックを1つ進める</translation>
    </message>
    <message>
        <source>Camera: overview</source>
        <translation>カメラ: 全体</translation>
    </message>
    <message>
        <source>Camera: top</source>
        <translation>カメラ: 上面</translation>
    </message>
    <message>
        <source>Camera: aisle</source>
        <translation>カメラ: 通路</translation>
    </message>
    <message>
        <source>Full screen with big KPIs and a comparison</source>
        <translation>大きなKPIと比較を表示する全画面</translation>
    </message>
    <message>
        <source>Show or hide: %1</source>
        <translation>表示/非表示: %1</translation>
    </message>
    <message>
        <source>Requested speed (%1 … %2)</source>
        <translation>要求速度 (%1 … %2)</translation>
    </message>
    <message>
        <source>Colour the racks by (%1 … %2)</source>
        <translation>ラックの色分け (%1 … %2)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Greyscale</source>
        <translation>グレースケール</translation>
    </message>
    <message>
        <source>Back to t = 0, keeping the scenario and injected events</source>
        <translation>t = 0 に戻る(シナリオと注入したイベントは保持)</translation>
    </message>
    <message>
        <source>Fast-forward, or go back to the nearest checkpoint and replay, to a simulated time</source>
        <translation>指定したシミュレーション時刻まで早送り、または最も近いチェックポイントに戻って再実行</translation>
    </message>
    <message>
        <source>&amp;Backtrack…</source>
        <translation>巻き戻し(&amp;B)…</translation>
    </message>
    <message>
        <source>How often the run keeps a checkpoint to jump back to, and how much memory they use</source>
        <translation>巻き戻し用チェックポイントを保存する間隔と使用メモリ</translation>
    </message>
    <message>
        <source>Earlier times restore the nearest earlier checkpoint and replay from there (Settings → Backtrack).</source>
        <translation>過去の時刻へは、直前のチェックポイントを復元してそこから再実行します(設定 → 巻き戻し)。</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>巻き戻し</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Checkpoint every (simulated)</source>
        <translation>チェックポイント間隔(シミュレーション時間)</translation>
    </message>
    <message>
        <source>Memory for checkpoints</source>
        <translation>チェックポイント用メモリ</translation>
    </message>
    <message>
        <source>Now: %1 checkpoints, %2 MiB; the oldest after t = 0 at %3. A jump back restores the nearest earlier one and replays at most one interval; when memory runs out the oldest go first (t = 0 is always kept).</source>
        <translation>現在: チェックポイント %1 個、%2 MiB。t = 0 以降で最も古いものは %3。巻き戻しでは直前のチェックポイントを復元し、最大 1 間隔分を再実行します。メモリが不足すると古いものから削除されます(t = 0 は常に保持)。</translation>
    </message>
    <message>
        <source>Single-line</source>
        <translation>単線結線図</translation>
    </message>
    <message>
        <source>Cooling P&amp;ID</source>
        <translation>冷却 P&amp;ID</translation>
    </message>
    <message numerus="yes">
        <source> + %n injected</source>
        <translation>
            <numerusform> + 注入 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Release power cap</source>
        <translation>電力上限を解除</translation>
    </message>
    <message>
        <source>Release all power caps</source>
        <translation>すべての電力上限を解除</translation>
    </message>
    <message numerus="yes">
        <source>This run has %n injected event(s). Keep them in the new pod&apos;s scenario?</source>
        <translation>
            <numerusform>この実行には注入したイベントが %n 件あります。新しいポッドのシナリオに残しますか?</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>残す</translation>
    </message>
    <message>
        <source>Discard them</source>
        <translation>破棄する</translation>
    </message>
    <message>
        <source>Not injected: %1.</source>
        <translation>注入しませんでした: %1。</translation>
    </message>
    <message>
        <source>&amp;New pod from a template…</source>
        <translation>テンプレートから新しいポッド(&amp;N)…</translation>
    </message>
    <message>
        <source>alarms: %1 · unacknowledged: %2</source>
        <translation>アラーム: %1 · 未確認: %2</translation>
    </message>
    <message>
        <source>Export &amp;report (PDF)…</source>
        <translation>レポートをエクスポート (PDF)(&amp;R)…</translation>
    </message>
    <message>
        <source>A PDF of the design and this run so far: figures, KPIs, charts, the 3D view, events</source>
        <translation>設計とこれまでの実行の PDF: 指標、KPI、グラフ、3D ビュー、イベント</translation>
    </message>
    <message>
        <source>&amp;Acknowledge all alarms</source>
        <translation>すべてのアラームを確認(&amp;A)</translation>
    </message>
    <message>
        <source>Acknowledge every alarm shown in the alarm list (shelved alarms stay as they are)</source>
        <translation>アラーム一覧に表示中のすべてのアラームを確認する (保留中のアラームはそのまま)</translation>
    </message>
    <message>
        <source>Alarms</source>
        <translation>アラーム</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>レポートのエクスポート</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <source>as edited</source>
        <translation>編集済み</translation>
    </message>
    <message>
        <source>Writing the report: running 0 → %1 again…</source>
        <translation>レポートを作成中: 0 → %1 を再実行しています…</translation>
    </message>
    <message>
        <source>The Controls menu as a pop-up</source>
        <translation>操作メニューをポップアップ表示</translation>
    </message>
    <message>
        <source>Compare with the edited design</source>
        <translation>編集した設計と比較</translation>
    </message>
    <message>
        <source>The edited design has a refused value:
%1</source>
        <translation>編集した設計に受け付けられない値があります:
%1</translation>
    </message>
    <message>
        <source>%1 (edited)</source>
        <translation>%1 (編集済み)</translation>
    </message>
    <message>
        <source>Injected %1 on %2 into B</source>
        <translation>B の %2 に %1 を注入しました</translation>
    </message>
    <message>
        <source>run B: alarms: %1 · unacknowledged: %2</source>
        <translation>ラン B: アラーム: %1 · 未確認: %2</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::OperatorControls</name>
    <message>
        <source>&amp;Controls</source>
        <translation>操作(&amp;C)</translation>
    </message>
    <message>
        <source>Operator controls</source>
        <translation>オペレーター操作</translation>
    </message>
    <message>
        <source>Controls menu</source>
        <translation>操作メニュー</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::PodTemplateDialog</name>
    <message>
        <source>New pod from a template</source>
        <translation>テンプレートから新しいポッド</translation>
    </message>
    <message>
        <source>%1 — %2 racks, %3 GPUs</source>
        <translation>%1 — %2 ラック、%3 GPU</translation>
    </message>
    <message>
        <source>%1 rows · %2 CDUs · %3 gensets · fabric: %4 leaves, %5 spines, %6 cores (%7 tiers)</source>
        <translation>%1 列 · CDU %2 台 · 発電機 %3 台 · ファブリック: リーフ %4、スパイン %5、コア %6 (%7 層)</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>Start a new session with one of the built-in pods:</source>
        <translation>組み込みポッドのいずれかで新しいセッションを開始します:</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::PresenterMode</name>
    <message>
        <source>Esc or F11 leaves presenter mode.</source>
        <translation>Esc または F11 でプレゼンターモードを終了します。</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::SessionAutosave</name>
    <message>
        <source>cannot write %1</source>
        <translation>%1 を書き込めません</translation>
    </message>
    <message>
        <source>Restore session</source>
        <translation>セッションを復元</translation>
    </message>
    <message>
        <source>PodTwin did not close normally last time.

Restore the session autosaved at %1 (pod %2, %3 scenario events, simulated time %4)?</source>
        <translation>PodTwin は前回正常に終了しませんでした。

%1 に自動保存されたセッション(ポッド %2、シナリオイベント %3 件、シミュレーション時刻 %4)を復元しますか?</translation>
    </message>
    <message>
        <source>the saved simulated time %1 s is not a time a session reaches (at most %2 s)</source>
        <translation>保存されたシミュレーション時刻 %1 秒はセッションが到達しない時刻です (最大 %2 秒)</translation>
    </message>
    <message>
        <source>The autosaved session could not be restored:

%1

Its files are kept in %2. PodTwin starts with a new session.</source>
        <translation>自動保存されたセッションを復元できませんでした:

%1

ファイルは %2 に残されています。PodTwin は新しいセッションで起動します。</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::SimWorker</name>
    <message>
        <source>the checkpoint is of another pod</source>
        <translation>チェックポイントは別のポッドのものです</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::SweepController</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>フォルダ %1 を作成できません</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::SweepDialog</name>
    <message>
        <source>Run sweep</source>
        <translation>スイープを実行</translation>
    </message>
    <message>
        <source>Built-in: %1</source>
        <translation>組み込み: %1</translation>
    </message>
    <message>
        <source>Spec file…</source>
        <translation>スペックファイル…</translation>
    </message>
    <message>
        <source>path to a sweep spec (.json)</source>
        <translation>スイープスペックのパス (.json)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>optional: keep the results in memory</source>
        <translation>省略可: 結果はメモリ上に保持</translation>
    </message>
    <message>
        <source>Sweep spec</source>
        <translation>スイープスペック</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>スレッド</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>出力フォルダ</translation>
    </message>
    <message>
        <source>Open sweep spec</source>
        <translation>スイープスペックを開く</translation>
    </message>
    <message>
        <source>Sweep spec (*.json);;All files (*)</source>
        <translation>スイープスペック (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Choose a sweep spec file (the podtwin-sim sweep format).</source>
        <translation>スイープスペックのファイルを選んでください(podtwin-sim sweep の形式)。</translation>
    </message>
    <message>
        <source>The spec has errors; they are listed when the sweep starts.</source>
        <translation>スペックにエラーがあります。スイープ開始時に一覧表示されます。</translation>
    </message>
    <message>
        <source>Worker threads (this machine has %1 cores); the live simulation keeps running beside them</source>
        <translation>ワーカースレッド数(このマシンのコア数: %1)。実行中のシミュレーションは並行して動き続けます</translation>
    </message>
    <message>
        <source>Cases: %1, each %2 s simulated</source>
        <translation>ケース数: %1、各 %2 秒をシミュレーション</translation>
    </message>
    <message>
        <source>Merge steady 1 ms electrical steps (faster)</source>
        <translation>定常な 1 ms 電気ステップをまとめる（高速）</translation>
    </message>
    <message>
        <source>While the gensets form the island, the stores are full and the load is flat, up to %1 electrical steps of 1 ms are taken as one (pod key timing.electrical_macro_steps). About 1.7x faster; energies stay within 1e-6 of the 1 ms path and every trip falls on the same millisecond. Results differ from a sweep without it in the last digits, so compare like with like.</source>
        <translation>発電機群がアイランドを形成し、蓄電装置が満充電で負荷が一定の間、最大 %1 個の 1 ms 電気ステップを 1 ステップとして計算します（ポッドキー timing.electrical_macro_steps）。約 1.7 倍高速で、エネルギーは 1 ms 経路の 1e-6 以内に収まり、トリップはすべて同じミリ秒に発生します。この設定なしのスイープとは末尾の桁が異なるため、同じ設定どうしで比較してください。</translation>
    </message>
    <message>
        <source>Electrical steps</source>
        <translation>電気ステップ</translation>
    </message>
    <message>
        <source>Base pod</source>
        <translation>ベースポッド</translation>
    </message>
    <message>
        <source>The design on screen: %1</source>
        <translation>画面上の設計: %1</translation>
    </message>
    <message>
        <source>The design on screen has a refused value</source>
        <translation>画面上の設計に拒否された値があります</translation>
    </message>
    <message>
        <source>Every case starts from the pod on screen with the design editor&apos;s edits (Ctrl+Shift+D) instead of the pod the spec names; the spec&apos;s axes still vary their keys</source>
        <translation>各ケースは、仕様が指定するポッドではなく、デザインエディタ (Ctrl+Shift+D) の編集を含む画面上のポッドから始まります。仕様の軸は引き続きそのキーを変化させます</translation>
    </message>
</context>
<context>
    <name>podtwin::gui::SweepStudy</name>
    <message>
        <source>&amp;Run sweep…</source>
        <translation>スイープを実行(&amp;R)…</translation>
    </message>
    <message>
        <source>Run a parameter sweep or Monte-Carlo study beside the live run</source>
        <translation>実行中のシミュレーションと並行してパラメータスイープまたはモンテカルロ解析を実行</translation>
    </message>
    <message>
        <source>&amp;Cancel sweep</source>
        <translation>スイープを中止(&amp;C)</translation>
    </message>
    <message>
        <source>Stop the sweep; finished cases are kept</source>
        <translation>スイープを停止します。完了したケースは保持されます</translation>
    </message>
    <message>
        <source>&amp;Export sweep CSV…</source>
        <translation>スイープ結果をCSVで書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the sweep&apos;s cases table</source>
        <translation>スイープのケース表を書き出す</translation>
    </message>
    <message>
        <source>St&amp;udy</source>
        <translation>解析(&amp;U)</translation>
    </message>
    <message>
        <source>Sweep results</source>
        <translation>スイープ結果</translation>
    </message>
    <message>
        <source>A sweep is already running; cancel it first.</source>
        <translation>スイープはすでに実行中です。先に中止してください。</translation>
    </message>
    <message>
        <source>Cannot run sweep</source>
        <translation>スイープを実行できません</translation>
    </message>
    <message>
        <source>The sweep spec was not loaded; the previous results are kept.

%1</source>
        <translation>スイープのスペックは読み込まれませんでした。以前の結果は保持されます。

%1</translation>
    </message>
    <message>
        <source>Sweep %1: %2 cases on %3 threads</source>
        <translation>スイープ %1: %2 ケース、%3 スレッド</translation>
    </message>
    <message>
        <source>Export sweep CSV</source>
        <translation>スイープ結果をCSVで書き出す</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>CSV (*.csv);;All files (*)</source>
        <translation>CSV (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Sweep failed</source>
        <translation>スイープに失敗しました</translation>
    </message>
    <message>
        <source>Sweep results not written</source>
        <translation>スイープ結果を書き込めませんでした</translation>
    </message>
    <message>
        <source>Sweep %1: %2 of %3 cases in %4 s</source>
        <translation>スイープ %1: %3 ケース中 %2 ケース、%4 秒</translation>
    </message>
    <message>
        <source>Merge steady electrical steps</source>
        <translation>定常な電気ステップをまとめる</translation>
    </message>
    <message>
        <source>Sweep %1: %2 cases on %3 threads, steady electrical steps merged</source>
        <translation>スイープ %1: %2 ケース、%3 スレッド、定常な電気ステップをまとめて計算</translation>
    </message>
</context>
<context>
    <name>podtwin::views</name>
    <message>
        <source>%1$%2 B</source>
        <translation>%1$%2 B</translation>
    </message>
    <message>
        <source>%1$%2 M</source>
        <translation>%1$%2 M</translation>
    </message>
    <message>
        <source>%1$%2 k</source>
        <translation>%1$%2 k</translation>
    </message>
    <message>
        <source>%1$%2</source>
        <translation>%1$%2</translation>
    </message>
</context>
<context>
    <name>podtwin::views::AlarmListView</name>
    <message>
        <source>Low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高</translation>
    </message>
    <message>
        <source>Urgent</source>
        <translation>緊急</translation>
    </message>
    <message>
        <source>Active, unacknowledged</source>
        <translation>発生中・未確認</translation>
    </message>
    <message>
        <source>Active, acknowledged</source>
        <translation>発生中・確認済み</translation>
    </message>
    <message>
        <source>Cleared, unacknowledged</source>
        <translation>復旧・未確認</translation>
    </message>
    <message>
        <source>acceptable (EEMUA 191: ≤ 1)</source>
        <translation>許容範囲 (EEMUA 191: ≤ 1)</translation>
    </message>
    <message>
        <source>manageable (EEMUA 191: ≤ 2)</source>
        <translation>対応可能 (EEMUA 191: ≤ 2)</translation>
    </message>
    <message>
        <source>over-demanding (EEMUA 191: &gt; 2)</source>
        <translation>過負荷 (EEMUA 191: &gt; 2)</translation>
    </message>
    <message>
        <source>flood (EEMUA 191: &gt; 10)</source>
        <translation>アラームフラッド (EEMUA 191: &gt; 10)</translation>
    </message>
    <message>
        <source>Alarm rate %1 / 10 min — %2</source>
        <translation>アラーム発生率 %1 / 10 分 — %2</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>優先度</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>First out</source>
        <translation>ファーストアウト</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Alarm</source>
        <translation>アラーム</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>回数</translation>
    </message>
    <message>
        <source>First raised</source>
        <translation>初回発生</translation>
    </message>
    <message>
        <source>Last raised</source>
        <translation>最終発生</translation>
    </message>
    <message>
        <source>The first alarm of a burst: raised when nothing else was active and no alarm had been raised for %1 minutes</source>
        <translation>一連のアラームの最初のもの: 他に発生中のアラームがなく、%1 分間アラームが発生していなかったときに発生</translation>
    </message>
    <message>
        <source>How often the alarm was raised since it appeared in the list</source>
        <translation>一覧に載ってからこのアラームが発生した回数</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>確認</translation>
    </message>
    <message>
        <source>Acknowledge the selected alarms</source>
        <translation>選択したアラームを確認する</translation>
    </message>
    <message>
        <source>Acknowledge all</source>
        <translation>すべて確認</translation>
    </message>
    <message>
        <source>Acknowledge every alarm shown (shelved alarms stay as they are)</source>
        <translation>表示中のすべてのアラームを確認する (保留中のアラームはそのまま)</translation>
    </message>
    <message>
        <source>Shelve</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Hide the selected alarms for a while; they come back by themselves when the time is up</source>
        <translation>選択したアラームをしばらく非表示にする。時間が来ると自動的に戻る</translation>
    </message>
    <message>
        <source>for 10 minutes</source>
        <translation>10 分間</translation>
    </message>
    <message>
        <source>for 30 minutes</source>
        <translation>30 分間</translation>
    </message>
    <message>
        <source>for 1 hour</source>
        <translation>1 時間</translation>
    </message>
    <message>
        <source>for 8 hours (a shift)</source>
        <translation>8 時間 (1 シフト)</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>初</translation>
    </message>
    <message>
        <source>First out: the first alarm of this burst</source>
        <translation>ファーストアウト: この一連のアラームの最初のもの</translation>
    </message>
    <message>
        <source>%1 unacknowledged · %2 active</source>
        <translation>未確認 %1 · 発生中 %2</translation>
    </message>
    <message>
        <source> · %1 shelved</source>
        <translation> · 保留 %1</translation>
    </message>
</context>
<context>
    <name>podtwin::views::ComparisonView</name>
    <message>
        <source>Time to train</source>
        <translation>学習所要時間</translation>
    </message>
    <message>
        <source>d</source>
        <translation>日</translation>
    </message>
    <message>
        <source>Projected cost</source>
        <translation>予測コスト</translation>
    </message>
    <message>
        <source>Cost to date</source>
        <translation>現在までのコスト</translation>
    </message>
    <message>
        <source>PUE (energy-weighted)</source>
        <translation>PUE (エネルギー加重)</translation>
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
        <translation>ステップ時間</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <source>M tok/s</source>
        <translation>M トークン/秒</translation>
    </message>
    <message>
        <source>Max GPU temp</source>
        <translation>GPU最高温度</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>GPUs throttled</source>
        <translation>スロットリング中のGPU</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>施設電力</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>This pod</source>
        <translation>このポッド</translation>
    </message>
    <message>
        <source>Commodity design</source>
        <translation>汎用設計</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差</translation>
    </message>
    <message>
        <source>Waiting for both runs…</source>
        <translation>両方の実行を待っています…</translation>
    </message>
    <message>
        <source>finishes at the same time</source>
        <translation>同時に完了します</translation>
    </message>
    <message>
        <source>finishes %1 days sooner</source>
        <translation>%1 日早く完了します</translation>
    </message>
    <message>
        <source>finishes %1 days later</source>
        <translation>%1 日遅く完了します</translation>
    </message>
    <message>
        <source>costs the same</source>
        <translation>コストは同じです</translation>
    </message>
    <message>
        <source>saves %1</source>
        <translation>%1 節約します</translation>
    </message>
    <message>
        <source>costs %1 more</source>
        <translation>%1 高くなります</translation>
    </message>
    <message>
        <source>%1 %2 and %3 compared with %4.</source>
        <translation>%4 と比べて、%1 は %2、%3。</translation>
    </message>
    <message>
        <source>pp</source>
        <translation>pt</translation>
    </message>
    <message>
        <source>Waiting for both runs to project a finish date…</source>
        <translation>両方の実行が完了日を予測するのを待っています…</translation>
    </message>
    <message>
        <source>Tokens trained</source>
        <translation>学習済みトークン</translation>
    </message>
    <message>
        <source>B tok</source>
        <translation>十億トークン</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>百万トークン当たりのコスト</translation>
    </message>
    <message>
        <source>$/M tok</source>
        <translation>$/百万トークン</translation>
    </message>
    <message>
        <source>Measured so far</source>
        <translation>これまでの実測</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>Projected at the average rate so far</source>
        <translation>これまでの平均レートでの予測</translation>
    </message>
    <message>
        <source>Waiting for both runs to train their first tokens…</source>
        <translation>両方の実行が最初のトークンを学習するのを待っています…</translation>
    </message>
    <message>
        <source>has trained as many tokens as</source>
        <translation>同じ量のトークンを学習し</translation>
    </message>
    <message>
        <source>has trained %1 % more tokens than</source>
        <translation>トークンを %1 % 多く学習し</translation>
    </message>
    <message>
        <source>has trained %1 % fewer tokens than</source>
        <translation>トークンの学習が %1 % 少なく</translation>
    </message>
    <message>
        <source>at the same cost per token</source>
        <translation>トークン当たりのコストは同じです</translation>
    </message>
    <message>
        <source>at %1 % lower cost per token</source>
        <translation>トークン当たりのコストは %1 % 低くなっています</translation>
    </message>
    <message>
        <source>at %1 % higher cost per token</source>
        <translation>トークン当たりのコストは %1 % 高くなっています</translation>
    </message>
    <message>
        <source>%1 %2 %3, %4.</source>
        <translation>%1 は %3 と比べて%2、%4。</translation>
    </message>
    <message>
        <source>Measured so far (%1 simulated)</source>
        <translation>これまでの実測 (シミュレーション時間 %1)</translation>
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
        <translation>選択した操作を実行</translation>
    </message>
    <message>
        <source>The operator&apos;s controls, by equipment. Double-click or press Enter on an action; it is logged as the operator&apos;s.</source>
        <translation>設備ごとのオペレーター操作。操作をダブルクリックするか Enter を押します。オペレーターの操作として記録されます。</translation>
    </message>
</context>
<context>
    <name>podtwin::views::DesignEditorView</name>
    <message>
        <source>Pod</source>
        <translation>ポッド</translation>
    </message>
    <message>
        <source>Simulation timing</source>
        <translation>シミュレーションのタイミング</translation>
    </message>
    <message>
        <source>Racks and IT</source>
        <translation>ラックと IT</translation>
    </message>
    <message>
        <source>Gensets</source>
        <translation>発電機</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>系統</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>蓄電池</translation>
    </message>
    <message>
        <source>DC bus</source>
        <translation>DC母線</translation>
    </message>
    <message>
        <source>Energy management</source>
        <translation>エネルギー管理</translation>
    </message>
    <message>
        <source>GPU and rack cooling</source>
        <translation>GPU とラックの冷却</translation>
    </message>
    <message>
        <source>CDUs</source>
        <translation>CDU</translation>
    </message>
    <message>
        <source>Pumps</source>
        <translation>ポンプ</translation>
    </message>
    <message>
        <source>Valves</source>
        <translation>弁</translation>
    </message>
    <message>
        <source>Facility water</source>
        <translation>設備冷却水</translation>
    </message>
    <message>
        <source>Dry coolers</source>
        <translation>ドライクーラー</translation>
    </message>
    <message>
        <source>Ambient</source>
        <translation>外気</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>ファブリック</translation>
    </message>
    <message>
        <source>Workload and job</source>
        <translation>ワークロードとジョブ</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>単位</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>許容範囲</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>既定値</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>発生元</translation>
    </message>
    <message>
        <source>Derived figures</source>
        <translation>導出値</translation>
    </message>
    <message>
        <source>IT load</source>
        <translation>IT 負荷</translation>
    </message>
    <message>
        <source>%1 kW (facility %2 kW)</source>
        <translation>%1 kW (施設 %2 kW)</translation>
    </message>
    <message>
        <source>Gensets N+1</source>
        <translation>発電機 N+1</translation>
    </message>
    <message>
        <source>no gensets</source>
        <translation>発電機なし</translation>
    </message>
    <message>
        <source>%1 × %2 kW: %3 kW with the largest out, %4 % of the facility load — %5</source>
        <translation>%1 × %2 kW: 最大の 1 台を除くと %3 kW、施設負荷の %4 % — %5</translation>
    </message>
    <message>
        <source>covered</source>
        <translation>充足</translation>
    </message>
    <message>
        <source>not covered</source>
        <translation>不足</translation>
    </message>
    <message>
        <source>%1 kWh: %2</source>
        <translation>%1 kWh: %2</translation>
    </message>
    <message>
        <source>no battery</source>
        <translation>蓄電池なし</translation>
    </message>
    <message>
        <source>%1 kWh configured, rounded up to whole strings; %2 kWh usable from the starting SOC</source>
        <translation>設定 %1 kWh をストリング単位に切り上げ、開始時 SOC から %2 kWh 使用可能</translation>
    </message>
    <message>
        <source>%1 kWh usable from the starting SOC</source>
        <translation>開始時 SOC から %1 kWh 使用可能</translation>
    </message>
    <message>
        <source>On battery alone</source>
        <translation>蓄電池のみ</translation>
    </message>
    <message>
        <source>%1 min at full IT load (%2 kW continuous, converter %3 kW)</source>
        <translation>IT 全負荷で %1 分 (連続 %2 kW、変換器 %3 kW)</translation>
    </message>
    <message>
        <source>%1 kW continuous (converter %2 kW), below the %3 kW IT load: %4 % of it for %5 min</source>
        <translation>連続 %1 kW (変換器 %2 kW) は IT 負荷 %3 kW を下回る: その %4 % を %5 分</translation>
    </message>
    <message>
        <source>CDU capacity</source>
        <translation>CDU 容量</translation>
    </message>
    <message>
        <source>%1 kW for %2 kW of liquid heat (%3 %)</source>
        <translation>液冷熱負荷 %2 kW に対して %1 kW (%3 %)</translation>
    </message>
    <message>
        <source>Coolant flow</source>
        <translation>冷却水流量</translation>
    </message>
    <message>
        <source>%1 L/min, %2 L/min per kW of IT</source>
        <translation>%1 L/min、IT 1 kW あたり %2 L/min</translation>
    </message>
    <message>
        <source>%1 tiers: %2 leaf, %3 spine, %4 core switches, %5 cables</source>
        <translation>%1 層: リーフ %2 台、スパイン %3 台、コアスイッチ %4 台、ケーブル %5 本</translation>
    </message>
    <message>
        <source>Expected PUE</source>
        <translation>予想 PUE</translation>
    </message>
    <message>
        <source>%1 at %2 °C ambient</source>
        <translation>外気温 %2 °C で %1</translation>
    </message>
    <message>
        <source>Filter keys (e.g. battery, floor_pct)</source>
        <translation>キーを絞り込む (例: battery, floor_pct)</translation>
    </message>
    <message>
        <source>Grey values</source>
        <translation>灰色の値</translation>
    </message>
    <message>
        <source>are defaults: the pod file leaves the key out, so the loader uses the default. Typing a value writes it into the file.</source>
        <translation>は既定値です: ポッドファイルにキーがないため、ローダーは既定値を使います。値を入力するとファイルに書き込まれます。</translation>
    </message>
    <message>
        <source>Expected PUE: facility over IT energy once the dry-cooler fans have settled to the ambient (after about two minutes of simulated time). A run&apos;s PUE at t = 0 is a start transient: the plant starts at its design point, whatever the weather.</source>
        <translation>予想 PUE: ドライクーラーのファンが外気温に落ち着いた後 (シミュレーション時間で約 2 分後) の、施設エネルギーと IT エネルギーの比。t = 0 のランの PUE は起動時の過渡値です: 設備は天候にかかわらず設計点から始まります。</translation>
    </message>
</context>
<context>
    <name>podtwin::views::DiagramView</name>
    <message>
        <source>No pod loaded</source>
        <translation>ポッドが読み込まれていません</translation>
    </message>
    <message>
        <source>◀ Overview (Backspace)</source>
        <translation>◀ 概要 (Backspace)</translation>
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
        <translation>訓練 %1、シード %2</translation>
    </message>
    <message>
        <source>Critical task</source>
        <translation>重要タスク</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Cue</source>
        <translation>きっかけ</translation>
    </message>
    <message>
        <source>First action</source>
        <translation>最初の操作</translation>
    </message>
    <message>
        <source>Standard met</source>
        <translation>基準達成</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Why missed</source>
        <translation>未達の理由</translation>
    </message>
    <message>
        <source>not cued</source>
        <translation>きっかけなし</translation>
    </message>
    <message>
        <source>met</source>
        <translation>達成</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>未達</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 点中 %1</translation>
    </message>
    <message>
        <source>Limit %1: %2 s outside, −%3 of %4 points</source>
        <translation>制限 %1: 範囲外 %2 秒、%4 点中 −%3</translation>
    </message>
    <message>
        <source>Penalties: %1 rack trips, %2 job restarts, %3 kWh unserved: −%4 points</source>
        <translation>ペナルティ: ラック停止 %1 回、ジョブ再起動 %2 回、未供給 %3 kWh: −%4 点</translation>
    </message>
    <message>
        <source>Business impact: %1 GPU-hours lost ($%2), MFU %3 over the drill (%4 at its start)</source>
        <translation>事業への影響: GPU 時間 %1 損失 ($%2)、訓練中の MFU %3 (開始時 %4)</translation>
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
        <translation>イベント</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>= %1 (d hh:mm:ss)</source>
        <translation>= %1 (日 hh:mm:ss)</translation>
    </message>
    <message>
        <source>Event type</source>
        <translation>イベント種別</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>&lt;b&gt;Parameters&lt;/b&gt;</source>
        <translation>&lt;b&gt;パラメーター&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Accepts: %1</source>
        <translation>指定可能: %1</translation>
    </message>
    <message>
        <source>until restored</source>
        <translation>復旧まで</translation>
    </message>
    <message>
        <source>Allowed: %1</source>
        <translation>許容範囲: %1</translation>
    </message>
    <message>
        <source>This event has no parameters.</source>
        <translation>このイベントにはパラメーターがありません。</translation>
    </message>
    <message>
        <source>Enter a target.</source>
        <translation>対象を入力してください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a target (write it like rack5 or cdu1/pump2).</source>
        <translation>&quot;%1&quot; は対象ではありません (rack5 や cdu1/pump2 のように入力してください)。</translation>
    </message>
</context>
<context>
    <name>podtwin::views::EventLogView</name>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>All entries</source>
        <translation>すべての項目</translation>
    </message>
    <message>
        <source>Warnings and worse</source>
        <translation>警告以上</translation>
    </message>
    <message>
        <source>Alarms and trips</source>
        <translation>アラームとトリップ</translation>
    </message>
    <message>
        <source>Trips only</source>
        <translation>トリップのみ</translation>
    </message>
    <message>
        <source>Filter by object, code or text…</source>
        <translation>対象・コード・テキストで絞り込み…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSVを書き出す…</translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation>解除</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Alarm</source>
        <translation>アラーム</translation>
    </message>
    <message>
        <source>Trip</source>
        <translation>トリップ</translation>
    </message>
    <message>
        <source>%1 entries</source>
        <translation>%1 件</translation>
    </message>
    <message>
        <source>%1 of %2 entries</source>
        <translation>%2 件中 %1 件</translation>
    </message>
    <message>
        <source>active alarms: %1</source>
        <translation>発生中のアラーム: %1</translation>
    </message>
    <message>
        <source>Export event log</source>
        <translation>イベントログを書き出す</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル (*.csv)</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>書き出しに失敗しました: %1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>発生元</translation>
    </message>
</context>
<context>
    <name>podtwin::views::FabricView</name>
    <message>
        <source>No fabric topology</source>
        <translation>ファブリック構成がありません</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>ラック</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>リーフ</translation>
    </message>
    <message>
        <source>Spines</source>
        <translation>スパイン</translation>
    </message>
    <message>
        <source>Cores</source>
        <translation>コア</translation>
    </message>
    <message>
        <source>%1 of %2 down</source>
        <translation>%2 本中 %1 本ダウン</translation>
    </message>
    <message>
        <source>InfiniBand fabric</source>
        <translation>InfiniBand ファブリック</translation>
    </message>
    <message>
        <source>InfiniBand fabric · %1 racks · %2 cables</source>
        <translation>InfiniBand ファブリック · %1 ラック · %2 本のケーブル</translation>
    </message>
    <message>
        <source>%1 leaves · %2 spines</source>
        <translation>リーフ %1 · スパイン %2</translation>
    </message>
    <message>
        <source> · %1 cores</source>
        <translation> · コア %1</translation>
    </message>
    <message>
        <source>load mean %1 %, max %2 % · cables down %3 · switches down %4</source>
        <translation>負荷 平均 %1 %、最大 %2 % · ダウンしたケーブル %3 · ダウンしたスイッチ %4</translation>
    </message>
    <message>
        <source>%1 %2 (pod %3)</source>
        <translation>%1 %2 (ポッド %3)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Link load</source>
        <translation>リンク負荷</translation>
    </message>
    <message>
        <source>over 100 %</source>
        <translation>100 % 超</translation>
    </message>
    <message>
        <source>cable down</source>
        <translation>ケーブルダウン</translation>
    </message>
    <message>
        <source>×N: cables per line</source>
        <translation>×N: 1 本の線のケーブル数</translation>
    </message>
    <message>
        <source>P: fabric pod</source>
        <translation>P: ファブリックポッド</translation>
    </message>
    <message>
        <source>by pod</source>
        <translation>ポッド別</translation>
    </message>
    <message>
        <source>%1 a box</source>
        <translation>1 ボックス %1</translation>
    </message>
    <message>
        <source>%1
%2 cables, %3 down</source>
        <translation>%1
%2 本のケーブル、%3 本ダウン</translation>
    </message>
    <message>
        <source>
%1 switches failed</source>
        <translation>
%1 台のスイッチが故障</translation>
    </message>
    <message>
        <source>%1 ↔ %2
%3 cables, %4 down
load mean %5 %, max %6 %</source>
        <translation>%1 ↔ %2
%3 本のケーブル、%4 本ダウン
負荷 平均 %5 %、最大 %6 %</translation>
    </message>
</context>
<context>
    <name>podtwin::views::Faceplate</name>
    <message>
        <source>Trend: waiting for data</source>
        <translation>トレンド: データ待ち</translation>
    </message>
    <message>
        <source>Trend, last %1 s</source>
        <translation>トレンド、直近 %1 秒</translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation>状態: %1</translation>
    </message>
    <message>
        <source>normal %1</source>
        <translation>正常範囲 %1</translation>
    </message>
    <message>
        <source>No active alarms</source>
        <translation>アクティブな警報なし</translation>
    </message>
</context>
<context>
    <name>podtwin::views::InspectorPanel</name>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>未選択</translation>
    </message>
    <message>
        <source>Click a rack, CDU, genset or switch in the 3D view, or an entry in the event log.</source>
        <translation>3Dビューのラック・CDU・発電機・スイッチ、またはイベントログの項目をクリックしてください。</translation>
    </message>
    <message>
        <source>Waiting for data…</source>
        <translation>データを待っています…</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an object name.</source>
        <translation>&quot;%1&quot; はオブジェクト名ではありません。</translation>
    </message>
    <message>
        <source>%1 is not in this snapshot.</source>
        <translation>%1 はこのスナップショットにありません。</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>ラック %1</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>IT電力</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>電力上限</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>GPU temp max</source>
        <translation>GPU温度 最高</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>GPU temp mean</source>
        <translation>GPU温度 平均</translation>
    </message>
    <message>
        <source>Throttled GPUs</source>
        <translation>スロットリング中のGPU</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 中 %1</translation>
    </message>
    <message>
        <source>Coolant inlet</source>
        <translation>冷却水 入口</translation>
    </message>
    <message>
        <source>Coolant outlet</source>
        <translation>冷却水 出口</translation>
    </message>
    <message>
        <source>Coolant flow</source>
        <translation>冷却水流量</translation>
    </message>
    <message>
        <source>L/min</source>
        <translation>L/分</translation>
    </message>
    <message>
        <source>Clock factor</source>
        <translation>クロック係数</translation>
    </message>
    <message>
        <source>Leaf uplink max</source>
        <translation>リーフ上りリンク最大</translation>
    </message>
    <message>
        <source>TRIPPED</source>
        <translation>トリップ</translation>
    </message>
    <message>
        <source>LEAK</source>
        <translation>漏水</translation>
    </message>
    <message>
        <source>Isolated</source>
        <translation>遮断中</translation>
    </message>
    <message>
        <source>Throttled</source>
        <translation>スロットリング中</translation>
    </message>
    <message>
        <source>Capped</source>
        <translation>電力制限中</translation>
    </message>
    <message>
        <source>Alarm</source>
        <translation>アラーム</translation>
    </message>
    <message>
        <source>Running normally</source>
        <translation>正常運転</translation>
    </message>
    <message>
        <source>Rack %1 · CDU %2</source>
        <translation>ラック %1 · CDU %2</translation>
    </message>
    <message>
        <source>CDU %1</source>
        <translation>CDU %1</translation>
    </message>
    <message>
        <source>Pump %1 of CDU %2</source>
        <translation>CDU %2 のポンプ %1</translation>
    </message>
    <message>
        <source>Pump flow (L/min)</source>
        <translation>ポンプ流量 (L/分)</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>running</source>
        <translation>運転中</translation>
    </message>
    <message>
        <source>standby</source>
        <translation>待機</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>回転数</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>CDU loop dp</source>
        <translation>CDUループ差圧</translation>
    </message>
    <message>
        <source>kPa</source>
        <translation>kPa</translation>
    </message>
    <message>
        <source>Pump failed</source>
        <translation>ポンプ故障</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>運転中</translation>
    </message>
    <message>
        <source>Not running</source>
        <translation>停止中</translation>
    </message>
    <message>
        <source>CDU %1 · Pump %2</source>
        <translation>CDU %1 · ポンプ %2</translation>
    </message>
    <message>
        <source>Secondary supply temperature (°C)</source>
        <translation>二次側供給温度 (°C)</translation>
    </message>
    <message>
        <source>Supply temp</source>
        <translation>供給温度</translation>
    </message>
    <message>
        <source>Return temp</source>
        <translation>還り温度</translation>
    </message>
    <message>
        <source>Differential pressure</source>
        <translation>差圧</translation>
    </message>
    <message>
        <source>Facility supply / return</source>
        <translation>設備側 供給 / 還り</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Heat to facility</source>
        <translation>設備への排熱</translation>
    </message>
    <message>
        <source>Pump power</source>
        <translation>ポンプ電力</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>running %1 %, %2 L/min</source>
        <translation>運転中 %1 %、%2 L/分</translation>
    </message>
    <message>
        <source>Pump %1</source>
        <translation>ポンプ %1</translation>
    </message>
    <message>
        <source>CDU TRIPPED</source>
        <translation>CDUトリップ</translation>
    </message>
    <message>
        <source>%1 of %2 pumps running, %3 failed</source>
        <translation>ポンプ %2 台中 %1 台運転、%3 台故障</translation>
    </message>
    <message>
        <source>%1 of %2 pumps running</source>
        <translation>ポンプ %2 台中 %1 台運転</translation>
    </message>
    <message>
        <source>Genset %1</source>
        <translation>発電機 %1</translation>
    </message>
    <message>
        <source>Genset output (kW)</source>
        <translation>発電機出力 (kW)</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>定格</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>負荷率</translation>
    </message>
    <message>
        <source>Bus frequency</source>
        <translation>母線周波数</translation>
    </message>
    <message>
        <source>Hz</source>
        <translation>Hz</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>起動中</translation>
    </message>
    <message>
        <source>Online, carrying load</source>
        <translation>運転中 (負荷あり)</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>State of charge (%)</source>
        <translation>充電率 (%)</translation>
    </message>
    <message>
        <source>State of charge</source>
        <translation>充電率</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>電力</translation>
    </message>
    <message>
        <source>discharging %1 kW</source>
        <translation>放電 %1 kW</translation>
    </message>
    <message>
        <source>charging %1 kW</source>
        <translation>充電 %1 kW</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>待機</translation>
    </message>
    <message>
        <source>DC bus voltage</source>
        <translation>直流母線電圧</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>使用可能</translation>
    </message>
    <message>
        <source>Converter fault — no charge or discharge</source>
        <translation>コンバーター故障 — 充放電不可</translation>
    </message>
    <message>
        <source>Battery (LFP, DC bus)</source>
        <translation>バッテリー (LFP、直流母線)</translation>
    </message>
    <message>
        <source>Grid import (kW)</source>
        <translation>系統受電 (kW)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>受電</translation>
    </message>
    <message>
        <source>Import limit</source>
        <translation>受電上限</translation>
    </message>
    <message>
        <source>Voltage</source>
        <translation>電圧</translation>
    </message>
    <message>
        <source>p.u.</source>
        <translation>p.u.</translation>
    </message>
    <message>
        <source>On-site generation</source>
        <translation>構内発電</translation>
    </message>
    <message>
        <source>Frequency deviation</source>
        <translation>周波数偏差</translation>
    </message>
    <message>
        <source>%1 (limit %2)</source>
        <translation>%1 (限界 %2)</translation>
    </message>
    <message>
        <source>Grid tie open — islanded</source>
        <translation>系統連系開放 — 単独運転</translation>
    </message>
    <message>
        <source>Voltage sag</source>
        <translation>電圧低下</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>接続</translation>
    </message>
    <message>
        <source>Grid tie</source>
        <translation>系統連系</translation>
    </message>
    <message>
        <source>Dry cooler %1</source>
        <translation>ドライクーラー %1</translation>
    </message>
    <message>
        <source>Heat rejected (kW)</source>
        <translation>排熱量 (kW)</translation>
    </message>
    <message>
        <source>Heat rejected</source>
        <translation>排熱量</translation>
    </message>
    <message>
        <source>Fan speed</source>
        <translation>ファン回転数</translation>
    </message>
    <message>
        <source>Fan power</source>
        <translation>ファン電力</translation>
    </message>
    <message>
        <source>Fans failed</source>
        <translation>故障ファン</translation>
    </message>
    <message>
        <source>Ambient</source>
        <translation>外気</translation>
    </message>
    <message>
        <source>Out of service</source>
        <translation>停止中</translation>
    </message>
    <message>
        <source>In service</source>
        <translation>運転中</translation>
    </message>
    <message>
        <source>Leaf switch %1</source>
        <translation>リーフスイッチ %1</translation>
    </message>
    <message>
        <source>Spine switch %1</source>
        <translation>スパインスイッチ %1</translation>
    </message>
    <message>
        <source>Core switch %1</source>
        <translation>コアスイッチ %1</translation>
    </message>
    <message>
        <source>Fabric max link utilisation (%)</source>
        <translation>ファブリック最大リンク使用率 (%)</translation>
    </message>
    <message>
        <source>Fabric max link utilisation</source>
        <translation>ファブリック最大リンク使用率</translation>
    </message>
    <message>
        <source>Links down (pod)</source>
        <translation>断リンク数 (ポッド)</translation>
    </message>
    <message>
        <source>Switches down (pod)</source>
        <translation>停止スイッチ数 (ポッド)</translation>
    </message>
    <message>
        <source>Allreduce time</source>
        <translation>Allreduce時間</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>SHARP in-network reduction</source>
        <translation>SHARPネットワーク内集約</translation>
    </message>
    <message>
        <source>Routing</source>
        <translation>ルーティング</translation>
    </message>
    <message>
        <source>adaptive</source>
        <translation>適応型</translation>
    </message>
    <message>
        <source>static ECMP</source>
        <translation>静的ECMP</translation>
    </message>
    <message>
        <source>Pod-wide fabric values (800G InfiniBand rail-optimised fat tree)</source>
        <translation>ポッド全体のファブリック値 (800G InfiniBand レール最適化ファットツリー)</translation>
    </message>
    <message>
        <source>No live values for &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; のライブ値はありません。</translation>
    </message>
    <message>
        <source>The last 5 simulated minutes; a dashed red line marks the limit (throttle point, capacity).</source>
        <translation>直近5分間 (シミュレーション時間)。赤い破線は限界値 (スロットル温度、容量) を示します。</translation>
    </message>
    <message>
        <source>Hottest GPU (°C)</source>
        <translation>最高温GPU (°C)</translation>
    </message>
    <message>
        <source>Tb/s</source>
        <translation>Tb/s</translation>
    </message>
    <message>
        <source>Carries</source>
        <translation>伝送量</translation>
    </message>
    <message>
        <source>nothing (no cable up)</source>
        <translation>なし (稼働中のケーブルなし)</translation>
    </message>
    <message>
        <source>Mean load</source>
        <translation>平均負荷</translation>
    </message>
    <message>
        <source>Peak cable</source>
        <translation>最大ケーブル</translation>
    </message>
    <message>
        <source>%1 (%2 down)</source>
        <translation>%1 (%2 本ダウン)</translation>
    </message>
    <message>
        <source>Serves</source>
        <translation>担当</translation>
    </message>
    <message>
        <source>rail %1 of racks %2–%3</source>
        <translation>ラック %2–%3 のレール %1</translation>
    </message>
    <message>
        <source>Fabric pod</source>
        <translation>ファブリックポッド</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>ケーブル</translation>
    </message>
    <message>
        <source>Switch DOWN: it has failed</source>
        <translation>スイッチ ダウン: 故障</translation>
    </message>
    <message>
        <source>Cut off: every cable is down</source>
        <translation>切断: すべてのケーブルがダウン</translation>
    </message>
    <message>
        <source>Up, %1 of its cables down</source>
        <translation>稼働中、ケーブル %1 本がダウン</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>稼働中</translation>
    </message>
    <message>
        <source>Cables %1</source>
        <translation>ケーブル %1</translation>
    </message>
    <message>
        <source>DOWN: all %1 cables</source>
        <translation>ダウン: 全 %1 本</translation>
    </message>
    <message>
        <source>%1 of %2 cables down</source>
        <translation>%2 本中 %1 本がダウン</translation>
    </message>
    <message>
        <source>NIC %1 of rack %2</source>
        <translation>ラック %2 の NIC %1</translation>
    </message>
    <message>
        <source>Cable to</source>
        <translation>接続先</translation>
    </message>
    <message>
        <source>leaf %1 (rail %2)</source>
        <translation>リーフ %1 (レール %2)</translation>
    </message>
    <message>
        <source>NIC link DOWN</source>
        <translation>NIC リンク ダウン</translation>
    </message>
    <message>
        <source>Load (%)</source>
        <translation>負荷 (%)</translation>
    </message>
</context>
<context>
    <name>podtwin::views::Kpi</name>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>注意</translation>
    </message>
    <message>
        <source>Act</source>
        <translation>要対応</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>データなし</translation>
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
        <translation>バッテリーSOC</translation>
    </message>
    <message>
        <source>Max GPU temp</source>
        <translation>GPU最高温度</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>ステップ時間</translation>
    </message>
</context>
<context>
    <name>podtwin::views::KpiTiles</name>
    <message>
        <source>Facility power / IT power, IT metered at the IT equipment&apos;s input (the rack PSU input), as ISO/IEC 30134-2 and The Green Grid define PUE; the CSV column pue_psu_output meters IT at the PSU output instead. Green ≤ %1, amber ≤ %2, red above.</source>
        <translation>施設電力 / IT電力。IT電力はIT機器の入力（ラック電源ユニットの入力）で計測（ISO/IEC 30134-2 および The Green Grid のPUE定義）。CSV列 pue_psu_output は電源ユニット出力で計測。緑 ≤ %1、黄 ≤ %2、それ以上は赤。</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation. Green ≥ %1 %, amber ≥ %2 %, red below.</source>
        <translation>モデルFLOPs使用率。緑 ≥ %1 %、黄 ≥ %2 %、それ未満は赤。</translation>
    </message>
    <message>
        <source>Battery state of charge. Green ≥ %1 %, amber ≥ %2 %, red below.</source>
        <translation>バッテリー充電率。緑 ≥ %1 %、黄 ≥ %2 %、それ未満は赤。</translation>
    </message>
    <message>
        <source>Hottest GPU die. Amber within %1 K of the throttle point, red at it.</source>
        <translation>最も高温のGPUダイ。スロットル温度の %1 K 以内で黄、到達で赤。</translation>
    </message>
    <message>
        <source>Projected cost of the run against its undisturbed projection. Amber above +%1 %, red above +%2 %.</source>
        <translation>外乱なしの予測に対する実行の予測コスト。+%1 % 超で黄、+%2 % 超で赤。</translation>
    </message>
    <message>
        <source>Training step time against the best seen. Amber above +%1 %, red above +%2 %.</source>
        <translation>これまでの最良値に対する学習ステップ時間。+%1 % 超で黄、+%2 % 超で赤。</translation>
    </message>
    <message>
        <source>energy-weighted %1</source>
        <translation>エネルギー加重 %1</translation>
    </message>
    <message>
        <source>facility %1 MW</source>
        <translation>施設 %1 MW</translation>
    </message>
    <message>
        <source>%1 M tokens/s</source>
        <translation>%1 M トークン/秒</translation>
    </message>
    <message>
        <source>%1 k tokens/s</source>
        <translation>%1 k トークン/秒</translation>
    </message>
    <message>
        <source>job not running</source>
        <translation>ジョブ停止中</translation>
    </message>
    <message>
        <source>battery unavailable</source>
        <translation>バッテリー使用不可</translation>
    </message>
    <message>
        <source>discharging %1 kW</source>
        <translation>放電 %1 kW</translation>
    </message>
    <message>
        <source>charging %1 kW</source>
        <translation>充電 %1 kW</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>待機</translation>
    </message>
    <message>
        <source>throttle at %1 °C</source>
        <translation>スロットル温度 %1 °C</translation>
    </message>
    <message>
        <source>throttled GPUs: %1</source>
        <translation>スロットリング中のGPU: %1</translation>
    </message>
    <message>
        <source>projected %1</source>
        <translation>予測 %1</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 日</translation>
    </message>
    <message>
        <source>allreduce %1 ms</source>
        <translation>allreduce %1 ms</translation>
    </message>
    <message>
        <source>pp</source>
        <translation>pt</translation>
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
    <message>
        <source>d</source>
        <translation>日</translation>
    </message>
    <message>
        <source>%1 d %2</source>
        <translation>%1 日 %2</translation>
    </message>
    <message>
        <source>Simulated time (%1 after %2)</source>
        <translation>シミュレーション時刻 (%2 からの%1)</translation>
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
    <message>
        <source>Solid lines: A, %1 · dashed lines: B, %2 (same colours)</source>
        <translation>実線: A、%1 · 破線: B、%2 (同じ色)</translation>
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
        <translation>故障</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>ラック電力</translation>
    </message>
    <message>
        <source>GPU temperature (max)</source>
        <translation>GPU温度 (最高)</translation>
    </message>
    <message>
        <source>GPUs throttled</source>
        <translation>スロットリング中のGPU</translation>
    </message>
    <message>
        <source>Coolant ΔT</source>
        <translation>冷却水 ΔT</translation>
    </message>
    <message>
        <source>Leaf uplink load (max)</source>
        <translation>リーフ上りリンク負荷 (最大)</translation>
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
        <translation>ドライクーラー</translation>
    </message>
    <message>
        <source>Gas gensets</source>
        <translation>ガス発電機</translation>
    </message>
    <message>
        <source>Battery (LFP)</source>
        <translation>バッテリー (LFP)</translation>
    </message>
    <message>
        <source>Grid tie</source>
        <translation>系統連系</translation>
    </message>
    <message>
        <source>Network row</source>
        <translation>ネットワーク列</translation>
    </message>
    <message>
        <source>CDU %1</source>
        <translation>CDU %1</translation>
    </message>
    <message>
        <source>%1 — %2 racks, %3 GPUs</source>
        <translation>%1 — ラック %2、GPU %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Coolant pipes, %1</source>
        <translation>冷却水配管、%1</translation>
    </message>
    <message>
        <source>Alarms: %1 unacknowledged · %2 active</source>
        <translation>アラーム: 未確認 %1 · 発生中 %2</translation>
    </message>
    <message>
        <source>Alarms: %1 active, all acknowledged</source>
        <translation>アラーム: 発生中 %1、すべて確認済み</translation>
    </message>
</context>
<context>
    <name>podtwin::views::SweepResultsView</name>
    <message>
        <source> bins</source>
        <translation> 区間</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>ケース</translation>
    </message>
    <message>
        <source>cases</source>
        <translation>ケース</translation>
    </message>
    <message>
        <source>No sweep running</source>
        <translation>スイープは実行されていません</translation>
    </message>
    <message>
        <source>Cancel sweep</source>
        <translation>スイープを中止</translation>
    </message>
    <message>
        <source>Histogram of</source>
        <translation>ヒストグラム:</translation>
    </message>
    <message>
        <source>%1 of %2 cases</source>
        <translation>%2 ケース中 %1</translation>
    </message>
    <message>
        <source>Finished: %1 cases</source>
        <translation>完了: %1 ケース</translation>
    </message>
    <message>
        <source>%1 (bin centre)</source>
        <translation>%1 (区間中央)</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>まだ結果はありません。</translation>
    </message>
    <message>
        <source>No finite values in this column.</source>
        <translation>この列に有限値がありません。</translation>
    </message>
    <message>
        <source>cases: %1</source>
        <translation>ケース: %1</translation>
    </message>
    <message>
        <source> · mean %1 · min %2 · max %3</source>
        <translation> · 平均 %1 · 最小 %2 · 最大 %3</translation>
    </message>
    <message>
        <source> · %1 without a value</source>
        <translation> · 値なし %1</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSVを書き出す…</translation>
    </message>
    <message>
        <source>Write the cases table (the podtwin-sim sweep cases.csv format)</source>
        <translation>ケース表を書き出す(podtwin-sim sweep の cases.csv 形式)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 時間 %2 分</translation>
    </message>
    <message>
        <source>%1 of %2 cases · about %3 left</source>
        <translation>%2 ケース中 %1 ケース · 残り約 %3</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 cases kept</source>
        <translation>中止: %2 ケース中 %1 ケースを保持</translation>
    </message>
    <message>
        <source> · p5 %1 · p50 %2 · p95 %3</source>
        <translation> · p5 %1 · p50 %2 · p95 %3</translation>
    </message>
    <message>
        <source>Tornado of</source>
        <translation>トルネード図:</translation>
    </message>
    <message>
        <source>Band of</source>
        <translation>帯グラフ:</translation>
    </message>
    <message>
        <source>Histogram: the column&apos;s distribution over every case. Tornado: a one-at-a-time study&apos;s KPI at each parameter&apos;s lowest and highest value against the base design. Band: the KPI against a swept parameter, median with the p5–p95 band of its samples.</source>
        <translation>ヒストグラム: 全ケースにわたる列の分布。トルネード図: 一因子ずつの感度分析で、各パラメータの最小値と最大値での KPI を基準設計と比較。帯グラフ: 掃引したパラメータに対する KPI、中央値とサンプルの p5–p95 帯。</translation>
    </message>
    <message>
        <source>against</source>
        <translation>横軸</translation>
    </message>
    <message>
        <source>A tornado needs a one-at-a-time study</source>
        <translation>トルネード図には一因子ずつの感度分析が必要です</translation>
    </message>
    <message>
        <source>Waiting for the base design and one parameter</source>
        <translation>基準設計と 1 つのパラメータの結果を待っています</translation>
    </message>
    <message>
        <source>at the lowest value</source>
        <translation>最小値のとき</translation>
    </message>
    <message>
        <source>at the highest value</source>
        <translation>最大値のとき</translation>
    </message>
    <message>
        <source>%1 %2 … %3</source>
        <translation>%1 %2 … %3</translation>
    </message>
    <message>
        <source>base design</source>
        <translation>基準設計</translation>
    </message>
    <message>
        <source>This sweep has no swept parameter</source>
        <translation>この掃引には掃引パラメータがありません</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>まだ結果がありません</translation>
    </message>
    <message>
        <source>p5–p95 of the cases</source>
        <translation>ケースの p5–p95</translation>
    </message>
    <message>
        <source>median (p50)</source>
        <translation>中央値 (p50)</translation>
    </message>
</context>
<context>
    <name>podtwin::views::TimelineEditor</name>
    <message>
        <source>Time (d hh:mm:ss)</source>
        <translation>時刻 (日 hh:mm:ss)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>パラメーター</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>Add an event to the timeline</source>
        <translation>タイムラインにイベントを追加</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <source>Edit the selected event</source>
        <translation>選択したイベントを編集</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Copy the selected event</source>
        <translation>選択したイベントを複製</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Delete the selected event</source>
        <translation>選択したイベントを削除</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>Run earlier among events at the same time</source>
        <translation>同時刻のイベントの中で先に実行</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Run later among events at the same time</source>
        <translation>同時刻のイベントの中で後に実行</translation>
    </message>
    <message>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Inject %1</source>
        <translation>%1 を注入</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 を追加</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>%1 を上へ</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>%1 を下へ</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 を複製</translation>
    </message>
    <message>
        <source>Add event</source>
        <translation>イベントを追加</translation>
    </message>
    <message>
        <source>Edit event</source>
        <translation>イベントを編集</translation>
    </message>
    <message>
        <source>Events: %1</source>
        <translation>イベント: %1</translation>
    </message>
    <message>
        <source>%1 done, now at %2</source>
        <translation>%1 件完了、現在 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>until restored</source>
        <translation>復旧まで</translation>
    </message>
</context>
<context>
    <name>podtwin::views::scene</name>
    <message>
        <source>Rack %1 (SU %2, row %3, CDU %4)</source>
        <translation>ラック %1 (SU %2、列 %3、CDU %4)</translation>
    </message>
    <message>
        <source>%1 GPUs, %2 compute trays — no live data yet</source>
        <translation>GPU %1、コンピュートトレイ %2 — ライブデータはまだありません</translation>
    </message>
    <message>
        <source>IT power %1 kW%2</source>
        <translation>IT電力 %1 kW%2</translation>
    </message>
    <message>
        <source> (cap %1 kW)</source>
        <translation> (上限 %1 kW)</translation>
    </message>
    <message>
        <source>GPU temperature max %1 °C, mean %2 °C</source>
        <translation>GPU温度 最高 %1 °C、平均 %2 °C</translation>
    </message>
    <message>
        <source>Coolant in %1 °C, out %2 °C, %3 L/min</source>
        <translation>冷却水 入口 %1 °C、出口 %2 °C、%3 L/分</translation>
    </message>
    <message>
        <source>Throttled GPUs %1 of %2, clock %3 %</source>
        <translation>スロットリング中のGPU %2 中 %1、クロック %3 %</translation>
    </message>
    <message>
        <source>Leaf uplink load max %1 %</source>
        <translation>リーフ上りリンク負荷 最大 %1 %</translation>
    </message>
    <message>
        <source>TRIPPED</source>
        <translation>トリップ</translation>
    </message>
    <message>
        <source>LEAK</source>
        <translation>漏水</translation>
    </message>
    <message>
        <source>valve closed</source>
        <translation>弁閉</translation>
    </message>
    <message>
        <source>throttling</source>
        <translation>スロットリング</translation>
    </message>
    <message>
        <source>power-capped</source>
        <translation>電力制限</translation>
    </message>
    <message>
        <source>alarm</source>
        <translation>アラーム</translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation>状態: %1</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>CDU %1 — %2 pumps (N+1)</source>
        <translation>CDU %1 — ポンプ %2 台 (N+1)</translation>
    </message>
    <message>
        <source>Supply %1 °C, return %2 °C</source>
        <translation>供給 %1 °C、還り %2 °C</translation>
    </message>
    <message>
        <source>Flow %1 L/min, Δp %2 kPa</source>
        <translation>流量 %1 L/分、Δp %2 kPa</translation>
    </message>
    <message>
        <source>Facility water %1 → %2 °C</source>
        <translation>設備冷却水 %1 → %2 °C</translation>
    </message>
    <message>
        <source>Heat %1 kW, pumps %2 running, %3 kW</source>
        <translation>熱量 %1 kW、運転ポンプ %2 台、%3 kW</translation>
    </message>
    <message>
        <source>CDU %1 pump %2</source>
        <translation>CDU %1 ポンプ %2</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Running at %1 % speed, %2 L/min</source>
        <translation>回転数 %1 % で運転、%2 L/分</translation>
    </message>
    <message>
        <source>Standby</source>
        <translation>待機</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Dry cooler %1 — %2 fans</source>
        <translation>ドライクーラー %1 — ファン %2 台</translation>
    </message>
    <message>
        <source>Fans at %1 %, %2 kW; heat rejected %3 kW</source>
        <translation>ファン %1 %、%2 kW、排熱量 %3 kW</translation>
    </message>
    <message>
        <source>%1 fans failed</source>
        <translation>ファン %1 台故障</translation>
    </message>
    <message>
        <source>Gas genset %1</source>
        <translation>ガス発電機 %1</translation>
    </message>
    <message>
        <source>%1 of %2 kW</source>
        <translation>%2 kW 中 %1 kW</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>運転中</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>起動中</translation>
    </message>
    <message>
        <source>LFP battery, %1 kWh</source>
        <translation>LFPバッテリー、%1 kWh</translation>
    </message>
    <message>
        <source>State of charge %1 %, %2 kW (%3)</source>
        <translation>充電率 %1 %、%2 kW (%3)</translation>
    </message>
    <message>
        <source>discharging</source>
        <translation>放電中</translation>
    </message>
    <message>
        <source>charging</source>
        <translation>充電中</translation>
    </message>
    <message>
        <source>DC bus %1 V</source>
        <translation>直流母線 %1 V</translation>
    </message>
    <message>
        <source>CONVERTER FAULT</source>
        <translation>コンバーター故障</translation>
    </message>
    <message>
        <source>Grid tie</source>
        <translation>系統連系</translation>
    </message>
    <message>
        <source>Import %1 of %2 kW, voltage %3 pu</source>
        <translation>受電 %2 kW 中 %1 kW、電圧 %3 pu</translation>
    </message>
    <message>
        <source>OUTAGE</source>
        <translation>停電</translation>
    </message>
    <message>
        <source>Network row — InfiniBand leaf and spine switches</source>
        <translation>ネットワーク列 — InfiniBand リーフ/スパインスイッチ</translation>
    </message>
    <message>
        <source>Max link load %1 %</source>
        <translation>最大リンク負荷 %1 %</translation>
    </message>
    <message>
        <source>Links down %1, switches down %2</source>
        <translation>断リンク %1、停止スイッチ %2</translation>
    </message>
</context>
</TS>
