<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
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
        </translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Computer: %n card(s)</source>
        <translation type="unfinished">
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
        </translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/qt_texts.py" line="+30"/>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Opslaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuleren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close without Saving</source>
        <translation>Sluiten zonder opslaan</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-22"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All</source>
        <translation>Alles opslaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes to &amp;All</source>
        <translation>Ja op &amp;alles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Nee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;o to All</source>
        <translation>N&amp;ee op alles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abort</source>
        <translation>Afbreken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore</source>
        <translation>Negeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Weggooien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Toepassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Herstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>Standaardwaarden herstellen</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/rules_text.py" line="+28"/>
        <source>Gin Rummy</source>
        <translation>Gin rummy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant played: two players · knock gin: a hand ends with a knock, not when the stock runs out · knock limit 10 · version 1.0.0</source>
        <translation>Gespeelde variant: Twee spelers · knock in plaats van trekken in deze variant · limiet 10 · Versie 1.0.0</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Goal</source>
        <translation>Doel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Form melds and lower the value of your unmatched cards (deadwood).</source>
        <translation>Vorm combinaties en verminder de punten van uw losse kaarten (deadwood).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Setup</source>
        <translation>Opstelling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two players, 10 cards each; the next card is turned up and starts the discard pile.</source>
        <translation>2 spelers, 10 kaarten elk; één open kaart begint de aflegstapel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Meld: a set of 3 or 4 cards of one rank, or a run of 3 or more consecutive cards of one suit.</source>
        <translation>Combinatie: een groep van 3 of 4 kaarten van dezelfde rang, of een reeks van minstens 3 opeenvolgende kaarten van dezelfde kaartkleur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace is low only: Q-K-A is not a run.</source>
        <translation>Alleen lage azen; Q-K-A is verboden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadwood values: ace 1, 2–10 their face value, jack, queen and king 10.</source>
        <translation>Punten aan losse kaarten: aas 1, 2-10 hun eigen waarde, plaatjeskaarten 10.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A turn</source>
        <translation>Verloop van een beurt of een ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On your turn, take the top card of the stock or of the discard pile.</source>
        <translation>Op uw beurt: trek de bovenste kaart van de trek- of aflegstapel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then discard one card; a card taken from the discard pile may not be discarded again at once.</source>
        <translation>Leg daarna een kaart af; een kaart die u van de aflegstapel hebt genomen, mag u niet meteen weer afleggen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After discarding, a player may knock if their deadwood is 10 points or less, or go gin when it is 0.</source>
        <translation>Na het afleggen mag de speler kloppen als de losse kaarten 10 of minder punten waard zijn, of gin melden bij 0.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What you may and must do</source>
        <translation>Toegestane acties en verplichtingen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card belongs to one meld at most in the best arrangement.</source>
        <translation>Een kaart kan in de optimale berekening maar bij één combinatie horen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a knock that is not gin, the opponent may lay off their unmatched cards on the knocker&apos;s melds.</source>
        <translation>Na het kloppen zonder gin mag de tegenstander zijn losse kaarten aan de combinaties van de kloppende speler toevoegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After gin, the opponent may not lay off on the gin hand&apos;s melds.</source>
        <translation>Bij gin mag u geen losse kaarten aan de combinaties van de tegenstander toevoegen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scoring</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A successful knock: the difference between the opponent&apos;s deadwood after lay-offs and the knocker&apos;s deadwood.</source>
        <translation>Geslaagd kloppen: het verschil tussen de punten aan losse kaarten van de tegenstander na het aanleggen en die van de speler die klopte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undercut: if the opponent&apos;s deadwood is lower than or equal to the knocker&apos;s, the opponent scores the difference + 25.</source>
        <translation>Undercut: als de tegenstander minder of evenveel punten aan losse kaarten heeft, scoort hij het verschil +25.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gin: 25 + all the points of the opponent&apos;s unmatched cards.</source>
        <translation>Gin: 25 + alle punten van de ongecombineerde kaarten van de tegenstander.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hand drawn because the stock ran down scores no points.</source>
        <translation>Een onbesliste ronde doordat de trekstapel op is, levert geen punten op.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End of the game</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hand ends with a knock or gin, or when only two cards are left in the stock without a knock.</source>
        <translation>De ronde eindigt met knock/gin of wanneer de trekstapel nog maar twee kaarten heeft zonder knock.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends when a player reaches 100 points; game bonuses are off by default.</source>
        <translation>Het spel eindigt wanneer een speler 100 punten bereikt; configureerbare spelbonussen zijn standaard uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special cases and locked variants</source>
        <translation>Speciale gevallen en vergrendelde varianten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the first turn the non-dealer may take the upcard or pass; then the dealer has the same choice; if both pass, the non-dealer draws from the stock.</source>
        <translation>In de eerste beurt mag de niet-deler de open kaart nemen of passen; daarna heeft de deler dezelfde keuze; als beiden passen, trekt de niet-deler een kaart van de trekstapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Big Gin and Oklahoma Gin are disabled.</source>
        <translation>Big Gin en Oklahoma Gin zijn uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer players</source>
        <translation>Kunstmatige intelligentie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players use only their own hand, the public cards, the public history and the legal actions the game hands them.</source>
        <translation>AI&apos;s gebruiken alleen hun hand, openbare kaarten, de toegestane geschiedenis en de geldige acties die door de server worden doorgegeven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy keeps complete melds and discards its highest unmatched card.</source>
        <translation>Makkelijk houdt complete combinaties en legt de losse kaart met de hoogste waarde af.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal finds the best meld arrangement and, from the visible history, avoids discards that help the opponent.</source>
        <translation>Normaal berekent de beste verdeling in melds en vermijdt nuttige kaarten af te leggen die de tegenstander kunnen helpen, op basis van de zichtbare geschiedenis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard estimates the opponent&apos;s likely cards and compares knocking now with playing on for gin.</source>
        <translation>Moeilijk schat de waarschijnlijke kaarten van de tegenstander en vergelijkt direct kloppen met doorspelen voor gin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How this table plays</source>
        <translation>Zo speelt deze tafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The non-dealer always acts first. The winner of a scored hand deals the next one; after a drawn hand the same player deals again.</source>
        <translation>De niet-deler is altijd als eerste aan de beurt. Wie een ronde met punten wint, deelt de volgende; na een onbesliste ronde deelt dezelfde speler opnieuw.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may not be thrown in the same turn, not even as the knock discard. A card drawn from the stock may be thrown at once.</source>
        <translation>Een kaart die u van de aflegstapel neemt, mag u in dezelfde beurt niet afleggen, ook niet bij het kloppen. Een kaart van de trekstapel mag u meteen weer afleggen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When a turn ends without a knock and only two cards are left in the stock, the hand is drawn and nobody scores. The player whose draw left two cards may still knock on that turn.</source>
        <translation>Eindigt een beurt zonder kloppen terwijl er nog maar twee kaarten op de trekstapel liggen, dan is de ronde onbeslist en scoort niemand. Wie met zijn trekking de stapel op twee kaarten bracht, mag in die beurt nog kloppen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay-offs chain: a run takes the next card at either end, again and again, so a card you lay off can carry the next one. A three-card set takes its fourth card. Nothing goes on deadwood, and the defender may break their own melds to lay off.</source>
        <translation>Aanleggen kan in een ketting: een reeks neemt aan beide kanten steeds de volgende kaart, dus op een aangelegde kaart past weer de volgende. Een groep van drie neemt de vierde kaart. Op losse kaarten kan niets worden aangelegd, en de verdediger mag zijn eigen combinaties opbreken om aan te leggen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A tie is an undercut: if the defender&apos;s deadwood after lay-offs is equal to or lower than the knocker&apos;s, the defender scores the difference plus 25.</source>
        <translation>Gelijkspel is een undercut: heeft de verdediger na het aanleggen evenveel of minder punten aan losse kaarten dan de klopper, dan scoort de verdediger het verschil plus 25.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer sees only what a player at this table would see: its own hand, the discard pile, the cards you took from the pile and what has been played. It never looks at your hand or into the stock.</source>
        <translation>De computer ziet alleen wat een speler aan deze tafel zou zien: zijn eigen hand, de aflegstapel, de kaarten die u van de aflegstapel nam en wat er gespeeld is. Hij kijkt nooit in uw hand of in de trekstapel.</translation>
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
