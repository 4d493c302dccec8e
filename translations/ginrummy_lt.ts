<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="lt_LT">
<context>
    <name></name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="+134"/>
        <source>Outcome</source>
        <comment>No score: the stock ran down to two cards.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <comment>Defender&apos;s deadwood %1 + %2 gin bonus = %3</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outcome</source>
        <comment>Knocker&apos;s deadwood %1 − defender&apos;s %2 = %3, + %4 undercut = %5</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outcome</source>
        <comment>Defender&apos;s deadwood %1 − knocker&apos;s %2 = %3</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/cards.py" line="+15"/>
        <source>Ace of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <location filename="../ginrummy_desktop/views/card_views.py" line="+165"/>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IllegalAction</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="-125"/>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand is over: no more moves until the next deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not a move in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First take the upcard or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both players passed the first upcard: draw from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passing is only possible on the first upcard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw a card first, from the stock or the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You do not hold that card (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took that card (%1) from the discard pile this turn: it may not be discarded until a later turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cannot knock by discarding that card (%1): your deadwood would be %2, above the knock limit of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have drawn already: now discard a card, or knock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard a card, or knock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card (%1) does not fit on that meld: a set takes its fourth card, a run the next card at either end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay off on the knocker&apos;s melds, or press Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next hand can be dealt only when a hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait: it is the computer&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot knock now: no discard brings your deadwood to the limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No discard leaves you with gin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocking with that card (%1) is not possible: pick a lit-up card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card (%1) fits none of the knocker&apos;s melds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card cannot be dropped there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That move is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location line="+3"/>
        <source>Random (practice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeldsView</name>
    <message>
        <location filename="../ginrummy_desktop/views/card_views.py" line="+337"/>
        <source>The knocker&apos;s melds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpponentView</name>
    <message>
        <location line="+62"/>
        <source>The computer&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Computer: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thinking</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="+41"/>
        <source>You went gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer went gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You knocked and won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer knocked and won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You undercut the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer undercut you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PileView</name>
    <message>
        <location filename="../ginrummy_desktop/views/card_views.py" line="-215"/>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Discards: %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/qt_texts.py" line="+30"/>
        <source>&amp;OK</source>
        <translation>&amp;Gerai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>Į&amp;rašyti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Atšaukti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Užverti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close without Saving</source>
        <translation>Užverti neįrašius</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-22"/>
        <source>OK</source>
        <translation>Gerai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Įrašyti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All</source>
        <translation>Įrašyti viską</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Atverti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Taip</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes to &amp;All</source>
        <translation>Taip &amp;viskam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;o to All</source>
        <translation>N&amp;e viskam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abort</source>
        <translation>Nutraukti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>Kartoti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore</source>
        <translation>Nepaisyti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Atšaukti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Atmesti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Žinynas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Taikyti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Atkurti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>Atkurti numatytąsias</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/rules_text.py" line="+28"/>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant played: two players · knock gin: a hand ends with a knock, not when the stock runs out · knock limit 10 · version 1.0.0</source>
        <translation>Žaidžiamas variantas: Du žaidėjai · šiame variante stukterėjimas vietoj traukimo · riba 10 · Versija 1.0.0</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Goal</source>
        <translation>Tikslas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Form melds and lower the value of your unmatched cards (deadwood).</source>
        <translation>Sudaryti kombinacijas ir mažinti nesujungtų kortų vertę (deadwood).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Setup</source>
        <translation>Paruošimas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two players, 10 cards each; the next card is turned up and starts the discard pile.</source>
        <translation>2 žaidėjai, po 10 kortų; atversta korta pradeda numestų kortų krūvą.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Meld: a set of 3 or 4 cards of one rank, or a run of 3 or more consecutive cards of one suit.</source>
        <translation>Kombinacija: 3 arba 4 tos pačios vertės kortų grupė arba bent 3 iš eilės einančių tos pačios masties kortų seka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace is low only: Q-K-A is not a run.</source>
        <translation>Tik mažas tūzas; Q-K-A draudžiama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadwood values: ace 1, 2–10 their face value, jack, queen and king 10.</source>
        <translation>Nesujungtų kortų vertė: tūzas 1, 2–10 – nominali vertė, figūrinės kortos 10.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A turn</source>
        <translation>Ėjimo arba raundo eiga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your turn, take the top card of the stock or of the discard pile.</source>
        <translation>Savo ėjimą imti viršutinę kortą iš traukimo kaladės arba numestų kortų krūvos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then discard one card; a card taken from the discard pile may not be discarded again at once.</source>
        <translation>Tada išmeskite vieną kortą; negalima paimti išmestos kortos ir iškart jos vėl išmesti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After discarding, a player may knock if their deadwood is 10 points or less, or go gin when it is 0.</source>
        <translation>Numetęs kortą, žaidėjas gali stukterėti, jei nesujungtų kortų vertė neviršija 10 taškų, arba paskelbti gin, kai ji lygi 0.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What you may and must do</source>
        <translation>Leistini veiksmai ir pareigos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card belongs to one meld at most in the best arrangement.</source>
        <translation>Korta gali priklausyti tik vienai kombinacijai optimaliame skaičiavime.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a knock that is not gin, the opponent may lay off their unmatched cards on the knocker&apos;s melds.</source>
        <translation>Po stukterėjimo be gin varžovas gali pridėti savo nesujungtas kortas prie stukterėjusio žaidėjo kombinacijų.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After gin, the opponent may not lay off on the gin hand&apos;s melds.</source>
        <translation>Paskelbus gin, varžovas negali papildyti jo kombinacijų.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scoring</source>
        <translation>Taškai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A successful knock: the difference between the opponent&apos;s deadwood after lay-offs and the knocker&apos;s deadwood.</source>
        <translation>Sėkmingas stukterėjimas: skirtumas tarp varžovo nesujungtų kortų vertės po kombinacijų papildymo ir stukterėjusio žaidėjo nesujungtų kortų vertės.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undercut: if the opponent&apos;s deadwood is lower than or equal to the knocker&apos;s, the opponent scores the difference + 25.</source>
        <translation>Undercut: jei varžovo nesujungtų kortų vertė mažesnė arba lygi, jis gauna skirtumą +25.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gin: 25 + all the points of the opponent&apos;s unmatched cards.</source>
        <translation>Gin: 25 + visa priešininko į derinius neįtrauktų kortų taškų suma.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hand drawn because the stock ran down scores no points.</source>
        <translation>Lygiosiomis pasibaigęs dalijimas ištuštėjus traukimo kaladei taškų nesuteikia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End of the game</source>
        <translation>Partijos pabaiga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hand ends with a knock or gin, or when only two cards are left in the stock without a knock.</source>
        <translation>Raundas baigiasi, kai yra knock/gin arba kaladėje lieka tik dvi kortos be knock.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends when a player reaches 100 points; game bonuses are off by default.</source>
        <translation>Partija baigiasi, kai žaidėjas surenka 100 taškų; pagal numatytuosius nustatymus žaidimo bonusai išjungti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special cases and locked variants</source>
        <translation>Ypatingi atvejai ir užrakinti variantai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the first turn the non-dealer may take the upcard or pass; then the dealer has the same choice; if both pass, the non-dealer draws from the stock.</source>
        <translation>Pirmame ėjime ne dalintojas gali paimti atverstą kortą arba praleisti; tuomet dalintojas turi tą pačią galimybę; jei abu praleidžia, ne dalintojas traukia iš kaladės.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big Gin and Oklahoma Gin are disabled.</source>
        <translation>Big gin ir Oklahoma Gin išjungti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer players</source>
        <translation>Dirbtinis intelektas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players use only their own hand, the public cards, the public history and the legal actions the game hands them.</source>
        <translation>DI naudoja tik savo ranką, viešas kortas, leistiną istoriją ir serverio perduotus leistinus veiksmus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy keeps complete melds and discards its highest unmatched card.</source>
        <translation>Lengvas DI pasilieka sudarytas kombinacijas ir numeta didžiausios vertės nesujungtą kortą.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal finds the best meld arrangement and, from the visible history, avoids discards that help the opponent.</source>
        <translation>Įprastas DI parenka geriausią kortų suskirstymą į kombinacijas ir pagal matomą istoriją vengia varžovui naudingų numetimų.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard estimates the opponent&apos;s likely cards and compares knocking now with playing on for gin.</source>
        <translation>Sudėtingas DI įvertina tikėtinas priešininko kortas ir lygina tiesioginį stukterėjimą su žaidimo tęsiniu siekiant gin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How this table plays</source>
        <translation>Kaip žaidžiama prie šio stalo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The non-dealer always acts first. The winner of a scored hand deals the next one; after a drawn hand the same player deals again.</source>
        <translation>Pirmas visada veikia ne dalintojas. Laimėjęs dalijimą, už kurį skirti taškai, dalija kitą kartą; po lygiosiomis pasibaigusio dalijimo vėl dalija tas pats žaidėjas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may not be thrown in the same turn, not even as the knock discard. A card drawn from the stock may be thrown at once.</source>
        <translation>Iš numestų kortų krūvos paimtos kortos negalima išmesti tame pačiame ėjime – net ir stukteriant. Iš traukimo kaladės paimtą kortą galima išmesti iš karto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When a turn ends without a knock and only two cards are left in the stock, the hand is drawn and nobody scores. The player whose draw left two cards may still knock on that turn.</source>
        <translation>Jei ėjimas baigiasi be stukterėjimo, o traukimo kaladėje lieka tik dvi kortos, dalijimas baigiasi lygiosiomis ir taškų negauna niekas. Žaidėjas, po kurio traukimo liko dvi kortos, tame ėjime dar gali stukterėti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay-offs chain: a run takes the next card at either end, again and again, so a card you lay off can carry the next one. A three-card set takes its fourth card. Nothing goes on deadwood, and the defender may break their own melds to lay off.</source>
        <translation>Kortas galima pridėti grandine: seka priima gretimą kortą bet kuriame gale vėl ir vėl, todėl prie jūsų pridėtos kortos galima pridėti kitą. Trijų kortų grupė priima ketvirtąją kortą. Prie nesujungtų kortų nieko pridėti negalima, o besiginantis žaidėjas gali išardyti savo kombinacijas, kad pridėtų kortas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A tie is an undercut: if the defender&apos;s deadwood after lay-offs is equal to or lower than the knocker&apos;s, the defender scores the difference plus 25.</source>
        <translation>Lygybė – tai undercut: jei besiginančiojo nesujungtų kortų vertė po pridėjimo lygi stukterėjusio žaidėjo vertei arba mažesnė, besiginantysis gauna skirtumą ir dar 25 taškus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer sees only what a player at this table would see: its own hand, the discard pile, the cards you took from the pile and what has been played. It never looks at your hand or into the stock.</source>
        <translation>Kompiuteris mato tik tai, ką matytų žaidėjas prie šio stalo: savo ranką, numestų kortų krūvą, jūsų iš krūvos paimtas kortas ir tai, kas jau sužaista. Jis niekada nežiūri į jūsų ranką ar į traukimo kaladę.</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="-43"/>
        <source>Off (instant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StockView</name>
    <message>
        <location filename="../ginrummy_desktop/views/card_views.py" line="-44"/>
        <source>Stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Stock: %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>self.view</name>
    <message>
        <location line="-269"/>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
