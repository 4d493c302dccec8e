<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>GameOverDialog</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/views/game_over.py" line="+204"/>
        <source>Time played: %n min.</source>
        <translation>
            <numerusform>Time played: %n min.</numerusform>
            <numerusform>Time played: %n min.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>…and %n hands before.</source>
        <translation>
            <numerusform>…and %n hand before.</numerusform>
            <numerusform>…and %n hands before.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/controller/narrator.py" line="+140"/>
        <source>You won the hand: +%n. Deal the next hand.</source>
        <translation>
            <numerusform>You won the hand: +%n. Deal the next hand.</numerusform>
            <numerusform>You won the hand: +%n. Deal the next hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The computer won the hand: +%n. Deal the next hand.</source>
        <translation>
            <numerusform>The computer won the hand: +%n. Deal the next hand.</numerusform>
            <numerusform>The computer won the hand: +%n. Deal the next hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OpponentView</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/views/opponent_view.py" line="+48"/>
        <source>Cards in hand: %n</source>
        <translation>
            <numerusform>Cards in hand: %n</numerusform>
            <numerusform>Cards in hand: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+102"/>
        <source>Computer&apos;s hand: %n</source>
        <translation>
            <numerusform>Computer&apos;s hand: %n</numerusform>
            <numerusform>Computer&apos;s hand: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PileView</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/views/pile_views.py" line="+216"/>
        <location line="+55"/>
        <source>Discards: %n</source>
        <translation>
            <numerusform>Discards: %n</numerusform>
            <numerusform>Discards: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/i18n/review_texts.py" line="+246"/>
        <source>None of your decisions cost clearly more than a point per hand (%n judged).</source>
        <translation>
            <numerusform>None of your decisions cost clearly more than a point per hand (%n judged).</numerusform>
            <numerusform>None of your decisions cost clearly more than a point per hand (%n judged).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Costly decisions: %n; together they cost about %1 in points per hand.</source>
        <translation>
            <numerusform>Costly decisions: %n; together they cost about %1 in points per hand.</numerusform>
            <numerusform>Costly decisions: %n; together they cost about %1 in points per hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/views/review_window.py" line="+517"/>
        <source>Stock: %n cards</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Discard pile: %n cards</source>
        <translation>
            <numerusform>Discard pile: %n card</numerusform>
            <numerusform>Discard pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+109"/>
        <source>Cost in points per hand: about %1 (± %2, from %n sampled deals).</source>
        <translation>
            <numerusform>Cost in points per hand: about %1 (± %2, from %n sampled deal).</numerusform>
            <numerusform>Cost in points per hand: about %1 (± %2, from %n sampled deals).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+140"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesNote</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/i18n/rules_text.py" line="+279"/>
        <source>This table: the target is a setting, and this game goes to %n points.</source>
        <translation>
            <numerusform>This table: the target is a setting, and this game goes to %n point.</numerusform>
            <numerusform>This table: the target is a setting, and this game goes to %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/views/stats_dialog.py" line="+197"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n lost</numerusform>
            <numerusform>%n lost</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StockModel</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/models/piles.py" line="+173"/>
        <source>Stock: %n</source>
        <translation>
            <numerusform>Stock: %n</numerusform>
            <numerusform>Stock: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StockView</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/views/pile_views.py" line="-117"/>
        <source>Stock: %n</source>
        <translation>
            <numerusform>Stock: %n</numerusform>
            <numerusform>Stock: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableRules</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/i18n/rules_text.py" line="+53"/>
        <source>The game goes to %n points: the hand that takes a player&apos;s total to that score or beyond ends the game, and that player wins.</source>
        <translation>
            <numerusform>The game goes to %n point: the hand that takes a player&apos;s total to that score or beyond ends the game, and that player wins.</numerusform>
            <numerusform>The game goes to %n points: the hand that takes a player&apos;s total to that score or beyond ends the game, and that player wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Game bonuses are on: at the end of the game its winner gets %n more points.</source>
        <translation>
            <numerusform>Game bonuses are on: at the end of the game its winner gets %n more point.</numerusform>
            <numerusform>Game bonuses are on: at the end of the game its winner gets %n more points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Each player also gets %n points for every hand they won.</source>
        <translation>
            <numerusform>Each player also gets %n point for every hand they won.</numerusform>
            <numerusform>Each player also gets %n points for every hand they won.</numerusform>
        </translation>
    </message>
</context>
</TS>
