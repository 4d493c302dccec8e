<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>Cards</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/cards.py" line="+19"/>
        <source>Ace of spades</source>
        <translation>schoppenaas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of spades</source>
        <translation>schoppentwee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of spades</source>
        <translation>schoppendrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of spades</source>
        <translation>schoppenvier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of spades</source>
        <translation>schoppenvijf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of spades</source>
        <translation>schoppenzes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of spades</source>
        <translation>schoppenzeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of spades</source>
        <translation>schoppenacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of spades</source>
        <translation>schoppennegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of spades</source>
        <translation>schoppentien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of spades</source>
        <translation>schoppenboer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of spades</source>
        <translation>schoppenvrouw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of spades</source>
        <translation>schoppenheer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of hearts</source>
        <translation>hartenaas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of hearts</source>
        <translation>hartentwee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of hearts</source>
        <translation>hartendrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of hearts</source>
        <translation>hartenvier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of hearts</source>
        <translation>hartenvijf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of hearts</source>
        <translation>hartenzes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of hearts</source>
        <translation>hartenzeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of hearts</source>
        <translation>hartenacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of hearts</source>
        <translation>hartennegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of hearts</source>
        <translation>hartentien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of hearts</source>
        <translation>hartenboer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of hearts</source>
        <translation>hartenvrouw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of hearts</source>
        <translation>hartenheer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of diamonds</source>
        <translation>ruitenaas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of diamonds</source>
        <translation>ruitentwee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of diamonds</source>
        <translation>ruitendrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of diamonds</source>
        <translation>ruitenvier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of diamonds</source>
        <translation>ruitenvijf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of diamonds</source>
        <translation>ruitenzes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of diamonds</source>
        <translation>ruitenzeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of diamonds</source>
        <translation>ruitenacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of diamonds</source>
        <translation>ruitennegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of diamonds</source>
        <translation>ruitentien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of diamonds</source>
        <translation>ruitenboer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of diamonds</source>
        <translation>ruitenvrouw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of diamonds</source>
        <translation>ruitenheer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of clubs</source>
        <translation>klaverenaas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of clubs</source>
        <translation>klaverentwee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of clubs</source>
        <translation>klaverendrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of clubs</source>
        <translation>klaverenvier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of clubs</source>
        <translation>klaverenvijf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of clubs</source>
        <translation>klaverenzes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of clubs</source>
        <translation>klaverenzeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of clubs</source>
        <translation>klaverenacht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of clubs</source>
        <translation>klaverennegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of clubs</source>
        <translation>klaverentien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of clubs</source>
        <translation>klaverenboer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of clubs</source>
        <translation>klaverenvrouw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of clubs</source>
        <translation>klaverenheer</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>FileProblem</name>
    <message>
        <location filename="../ginrummy_desktop/controller/file_notices.py" line="+23"/>
        <source>The settings file %1 could not be used.</source>
        <translation>Het instellingenbestand %1 kon niet worden gebruikt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game %1 could not be loaded.</source>
        <translation>Het opgeslagen spel %1 kon niet worden geladen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics file %1 could not be read.</source>
        <translation>Het statistiekenbestand %1 kon niet worden gelezen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game starts with the default settings.</source>
        <translation>Het spel start met de standaardinstellingen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game starts instead.</source>
        <translation>Er begint een nieuw spel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics start again from zero.</source>
        <translation>De statistieken beginnen opnieuw bij nul.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The system does not let the game read it.</source>
        <translation>Het systeem staat het spel niet toe het te lezen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A folder stands in its place.</source>
        <translation>Op die plaats staat een map.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A device or a pipe stands in its place, not a file.</source>
        <translation>Op die plaats staat geen bestand, maar een apparaat of een pipe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A link to another file stands in its place; the game does not follow it.</source>
        <translation>Op die plaats staat een koppeling naar een ander bestand; het spel volgt die niet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It is far too large to be a file of the game.</source>
        <translation>Het is veel te groot voor een bestand van het spel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is empty.</source>
        <translation>Het is leeg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not text.</source>
        <translation>Het is geen tekst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It ends too early: writing it was probably cut short by a crash.</source>
        <translation>Het houdt te vroeg op: het schrijven is waarschijnlijk door een crash afgebroken.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its contents are nested far too deeply.</source>
        <translation>De inhoud is veel te diep genest.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It holds a number of a kind the game never writes.</source>
        <translation>Het bevat een getal van een soort die het spel nooit schrijft.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not a file of this game.</source>
        <translation>Het is geen bestand van dit spel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was written by a newer version of the game.</source>
        <translation>Het is geschreven door een nieuwere versie van het spel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was written by an older version of the game that this one no longer reads.</source>
        <translation>Het is geschreven door een oudere versie van het spel, die deze versie niet meer leest.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It holds a stored program object, which the game never runs.</source>
        <translation>Het bevat een opgeslagen programmaobject, en zulke objecten voert het spel nooit uit.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It does not match its own check line: it was damaged or edited.</source>
        <translation>Het klopt niet met de eigen controleregel: het is beschadigd of bewerkt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was changed outside the game, or it comes from another installation.</source>
        <translation>Het is buiten het spel gewijzigd, of het komt van een andere installatie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The value of %1 is not one the game can use.</source>
        <translation>Het spel kan de waarde van %1 niet gebruiken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its contents are damaged or impossible.</source>
        <translation>De inhoud is beschadigd of onmogelijk.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file was kept as %1.</source>
        <translation>Het bestand is bewaard als %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It could not be moved aside, so the game will not write over it.</source>
        <translation>Het kon niet opzij worden gezet, dus het spel zal het niet overschrijven.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game is not allowed to write in the folder %1.</source>
        <translation>Het spel mag niet schrijven in de map %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk that holds the folder %1 is full.</source>
        <translation>De schijf met de map %1 is vol.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folder %1 is on a disk that cannot be written.</source>
        <translation>De map %1 staat op een schijf waarop niet kan worden geschreven.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing can be written in the folder %1.</source>
        <translation>In de map %1 kan niets worden geschreven.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You can play on, but the game in progress, the statistics and the settings will not be kept.</source>
        <translation>U kunt verder spelen, maar het lopende spel, de statistieken en de instellingen worden niet bewaard.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Gin Rummy is already open with the data folder %1. Switch to that window to play on, or close it before starting the game again.</source>
        <translation>Gin Rummy is al geopend met de gegevensmap %1. Speel verder in dat venster, of sluit het voordat u het spel opnieuw start.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game keeps a log for bug reports in %1.</source>
        <translation>Het spel houdt een logboek bij voor foutmeldingen in %1.</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <location filename="../ginrummy_desktop/models/hand_model.py" line="+230"/>
        <source>%1, in a run</source>
        <translation>%1, in een reeks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, in a set</source>
        <translation>%1, in een groep</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, deadwood</source>
        <translation>%1, losse kaart</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <location filename="../ginrummy_desktop/views/hand_view.py" line="+96"/>
        <source>run</source>
        <translation>reeks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set</source>
        <translation>groep</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Your hand</source>
        <translation>Uw hand</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="+114"/>
        <source>It fits your melds: after your best discard your deadwood would be %2.</source>
        <translation>Hij past bij uw combinaties: als u daarna de beste kaart aflegt, is de waarde van uw losse kaarten %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 does not help your melds; your deadwood stays %2.</source>
        <translation>De %1 helpt uw combinaties niet; de waarde van uw losse kaarten blijft %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 on the pile would not lower your deadwood (%2) enough to show it.</source>
        <translation>De %1 op de aflegstapel verlaagt de waarde van uw losse kaarten (%2) te weinig om hem prijs te geven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both players passed the first upcard, so the stock is the only draw.</source>
        <translation>Beide spelers hebben de eerste open kaart laten liggen, dus u kunt alleen van de trekstapel trekken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That leaves you deadwood %2.</source>
        <translation>Dan is de waarde van uw losse kaarten %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That leaves you deadwood %2, and the computer is unlikely to use it.</source>
        <translation>Dan is de waarde van uw losse kaarten %2, en de computer heeft waarschijnlijk niets aan deze kaart.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your deadwood would be %2: knock while it is low.</source>
        <translation>De waarde van uw losse kaarten zou %2 zijn: klop nu die nog laag is.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every other card is in a meld: that is gin.</source>
        <translation>Alle andere kaarten zitten in een combinatie: dat is gin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It extends one of the knocker&apos;s melds, so it no longer counts against you.</source>
        <translation>Hij past aan een combinatie van de klopper en telt dus niet meer tegen u.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing more fits the knocker&apos;s melds; your deadwood is %2.</source>
        <translation>Er past niets meer aan de combinaties van de klopper; de waarde van uw losse kaarten is %2.</translation>
    </message>
</context>
<context>
    <name>IllegalAction</name>
    <message>
        <location line="-119"/>
        <source>It is not your turn.</source>
        <translation>U bent niet aan de beurt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand is over: no more moves until the next deal.</source>
        <translation>De ronde is voorbij: geen zetten meer tot er opnieuw is gedeeld.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not a move in this game.</source>
        <translation>Dat is geen zet in dit spel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a card.</source>
        <translation>Dat is geen kaart.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First take the upcard or pass.</source>
        <translation>Neem eerst de open kaart of pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both players passed the first upcard: draw from the stock.</source>
        <translation>Beide spelers hebben de eerste open kaart laten liggen: trek van de trekstapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Passing is only possible on the first upcard.</source>
        <translation>Passen kan alleen bij de eerste open kaart.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a card first, from the stock or the discard pile.</source>
        <translation>Trek eerst een kaart, van de trekstapel of de aflegstapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You do not hold that card (%1).</source>
        <translation>Die kaart (%1) hebt u niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took that card (%1) from the discard pile this turn: it may not be discarded until a later turn.</source>
        <translation>Die kaart (%1) hebt u deze beurt van de aflegstapel genomen: u mag hem pas in een latere beurt afleggen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You cannot knock by discarding that card (%1): your deadwood would be %2, above the knock limit of %3.</source>
        <translation>U kunt niet kloppen door die kaart (%1) af te leggen: de waarde van uw losse kaarten zou %2 zijn, boven de kloplimiet van %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have drawn already: now discard a card, or knock.</source>
        <translation>U hebt al getrokken: leg nu een kaart af, of klop.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard a card, or knock.</source>
        <translation>Leg een kaart af, of klop.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such meld.</source>
        <translation>Die combinatie bestaat niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card (%1) does not fit on that meld: a set takes its fourth card, a run the next card at either end.</source>
        <translation>Die kaart (%1) past niet bij die combinatie: een groep neemt de vierde kaart, een reeks de volgende kaart aan een van beide kanten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay off on the knocker&apos;s melds, or press Done.</source>
        <translation>Leg aan bij de combinaties van de klopper, of kies Klaar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The next hand can be dealt only when a hand is over.</source>
        <translation>Er kan pas opnieuw worden gedeeld als de ronde voorbij is.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wait: it is the computer&apos;s turn.</source>
        <translation>Wacht: de computer is aan de beurt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot knock now: no discard brings your deadwood to the limit.</source>
        <translation>U kunt nu niet kloppen: met geen enkele afgelegde kaart komt de waarde van uw losse kaarten binnen de limiet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No discard leaves you with gin.</source>
        <translation>Met geen enkele afgelegde kaart hebt u gin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocking with that card (%1) is not possible: pick a lit-up card.</source>
        <translation>Kloppen met die kaart (%1) kan niet: kies een oplichtende kaart.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That card (%1) fits none of the knocker&apos;s melds.</source>
        <translation>Die kaart (%1) past bij geen enkele combinatie van de klopper.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That card cannot be dropped there.</source>
        <translation>Die kaart kan daar niet worden neergelegd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That move is not allowed now.</source>
        <translation>Die zet is nu niet toegestaan.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location line="+4"/>
        <source>Random (practice)</source>
        <translation>Willekeurig (oefenen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ginrummy_desktop/app.py" line="+133"/>
        <location filename="../ginrummy_desktop/views/main_window.py" line="+47"/>
        <location line="+99"/>
        <location line="+78"/>
        <location line="+46"/>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <location filename="../ginrummy_desktop/views/main_window.py" line="-123"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the next hand</source>
        <translation>Volgende ronde delen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet</source>
        <translation>Scorelijst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last hand</source>
        <translation>Laatste ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings…</source>
        <translation>Instellingen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>&amp;Play</source>
        <translation>&amp;Zetten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw from the stock</source>
        <translation>Van de trekstapel trekken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the upcard</source>
        <translation>Open kaart nemen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock</source>
        <translation>Kloppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard or confirm</source>
        <translation>Afleggen of bevestigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the knock</source>
        <translation>Kloppen annuleren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay off the best cards</source>
        <translation>Beste kaarten aanleggen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done laying off</source>
        <translation>Klaar met aanleggen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort by melds</source>
        <translation>Sorteren op combinaties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort by rank</source>
        <translation>Sorteren op rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort by suit</source>
        <translation>Sorteren op kleur</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Rules</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About</source>
        <translation>Over</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Resume the game in progress?</source>
        <translation>Het lopende spel hervatten?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand %1 against %2: you %3, the computer %4.</source>
        <translation>Ronde %1, niveau %2: u %3, de computer %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+200"/>
        <source>About Gin Rummy</source>
        <translation>Over Gin Rummy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Gin Rummy %1. Games won: %2 of %3.</source>
        <translation>Gin Rummy %1. Gewonnen spellen: %2 van %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two-player knock gin against a computer opponent that never sees your cards.</source>
        <translation>Gin rummy met kloppen voor twee spelers, tegen een computer die uw kaarten nooit ziet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>© 2026 The Gin Rummy desktop team. Released under the MIT License.</source>
        <translation>© 2026 Het Gin Rummy-desktopteam. Uitgebracht onder de MIT-licentie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Python and Qt for Python (PySide6). The installed app also contains Qt (LGPL-3.0) and Python (PSF License); their notices are in its licenses folder.</source>
        <translation>Gemaakt met Python en Qt for Python (PySide6). De geïnstalleerde app bevat ook Qt (LGPL-3.0) en Python (PSF-licentie); hun licentieteksten staan in de map licenses.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Lithuanian and Dutch rules come from the original rules cards. Card faces and the icon are drawn for this game.</source>
        <translation>De Litouwse en Nederlandse regels komen van de originele regelkaarten. Kaarten en pictogram zijn voor dit spel getekend.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>MeldModels</name>
    <message>
        <location filename="../ginrummy_desktop/models/melds_model.py" line="+62"/>
        <source>Run: %1</source>
        <translation>Reeks: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set: %1</source>
        <translation>Groep: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>laid off: %1</source>
        <translation>aangelegd: %1</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>You (knocker)</source>
        <translation>U (klopper)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You (defender)</source>
        <translation>U (verdediger)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer (knocker)</source>
        <translation>Computer (klopper)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer (defender)</source>
        <translation>Computer (verdediger)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Meld: %1</source>
        <translation>Combinatie: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laid off: %1</source>
        <translation>Aangelegd: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadwood: %1</source>
        <translation>Losse kaarten: %1</translation>
    </message>
</context>
<context>
    <name>MeldsView</name>
    <message>
        <location filename="../ginrummy_desktop/views/melds_view.py" line="+82"/>
        <source>The knocker&apos;s melds</source>
        <translation>Combinaties van de klopper</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../ginrummy_desktop/controller/narrator.py" line="+68"/>
        <source>You won the game! Start a new game when you are ready.</source>
        <translation>U hebt het spel gewonnen! Begin een nieuw spel wanneer u zover bent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer won the game. Start a new game when you are ready.</source>
        <translation>De computer heeft het spel gewonnen. Begin een nieuw spel wanneer u zover bent.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stock down to two: the hand is drawn. Deal the next hand.</source>
        <translation>Nog twee kaarten op de trekstapel: onbesliste ronde. Deel de volgende ronde.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won the hand: +%n. Deal the next hand.</source>
        <translation>
            <numerusform>U hebt de ronde gewonnen: +%n punt. Deel de volgende ronde.</numerusform>
            <numerusform>U hebt de ronde gewonnen: +%n punten. Deel de volgende ronde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The computer won the hand: +%n. Deal the next hand.</source>
        <translation>
            <numerusform>De computer heeft de ronde gewonnen: +%n punt. Deel de volgende ronde.</numerusform>
            <numerusform>De computer heeft de ronde gewonnen: +%n punten. Deel de volgende ronde.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer is laying off on your melds…</source>
        <translation>De computer legt aan bij uw combinaties…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer decides whether to take the upcard…</source>
        <translation>De computer beslist over de open kaart…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer is playing…</source>
        <translation>De computer is aan zet…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take the upcard or pass</source>
        <translation>Neem de open kaart of pas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both passed the upcard: draw from the stock</source>
        <translation>Beiden hebben gepast: trek van de trekstapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from the stock or the discard pile</source>
        <translation>Trek van de trekstapel of de aflegstapel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Knock by discarding the card %1? Confirm, or cancel.</source>
        <translation>Kloppen en de %1 afleggen? Bevestig of annuleer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick the card to discard as you knock (lit up), or cancel.</source>
        <translation>Kies een oplichtende kaart om bij het kloppen af te leggen, of annuleer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard a card — or go gin</source>
        <translation>Leg een kaart af – of meld gin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard a card — or knock</source>
        <translation>Leg een kaart af – of klop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard a card</source>
        <translation>Leg een kaart af</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay off on the knocker&apos;s melds, then press Done</source>
        <translation>Leg aan bij de combinaties van de klopper en kies dan Klaar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: take the upcard</source>
        <translation>Tip: neem de open kaart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: pass</source>
        <translation>Tip: pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: draw from the stock</source>
        <translation>Tip: trek van de trekstapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: knock, discarding the %1</source>
        <translation>Tip: klop en leg de %1 af</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: discard the %1</source>
        <translation>Tip: leg de %1 af</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: lay off the %1</source>
        <translation>Tip: leg de %1 aan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: you are done laying off — press Done</source>
        <translation>Tip: u bent klaar met aanleggen – kies Klaar</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You passed.</source>
        <translation>U hebt gepast.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The computer passed.</source>
        <translation>De computer heeft gepast.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You took the %1 from the pile.</source>
        <translation>U nam de %1 van de aflegstapel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer took the %1 from the pile.</source>
        <translation>De computer nam de %1 van de aflegstapel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You drew the %1 from the stock.</source>
        <translation>U trok de %1 van de trekstapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer drew from the stock.</source>
        <translation>De computer trok een kaart van de trekstapel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You went gin, discarding the %1.</source>
        <translation>U meldde gin en legde de %1 af.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You knocked, discarding the %1.</source>
        <translation>U klopte en legde de %1 af.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer went gin, discarding the %1.</source>
        <translation>De computer meldde gin en legde de %1 af.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer knocked, discarding the %1.</source>
        <translation>De computer klopte en legde de %1 af.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You discarded the %1.</source>
        <translation>U legde de %1 af.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer discarded the %1.</source>
        <translation>De computer legde de %1 af.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You laid off the %1.</source>
        <translation>U legde de %1 aan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer laid off the %1.</source>
        <translation>De computer legde de %1 aan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay-offs done.</source>
        <translation>Klaar met aanleggen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer finished laying off.</source>
        <translation>De computer is klaar met aanleggen.</translation>
    </message>
</context>
<context>
    <name>OpponentView</name>
    <message>
        <location filename="../ginrummy_desktop/views/opponent_view.py" line="+35"/>
        <source>The computer&apos;s hand</source>
        <translation>Hand van de computer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Face up: %1</source>
        <translation>Open op tafel: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Cards in hand: %n</source>
        <translation>
            <numerusform>%n kaart in de hand</numerusform>
            <numerusform>%n kaarten in de hand</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken from the discard pile: %1</source>
        <translation>Van de aflegstapel genomen: %1</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Computer&apos;s deadwood (its melds are on the table)</source>
        <translation>Losse kaarten van de computer (zijn combinaties liggen op tafel)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Computer&apos;s hand: %n</source>
        <translation>
            <numerusform>Hand van de computer: %n kaart</numerusform>
            <numerusform>Hand van de computer: %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thinking</source>
        <translation>denkt na</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="+90"/>
        <source>You went gin</source>
        <translation>U meldde gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer went gin</source>
        <translation>De computer meldde gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You knocked and won</source>
        <translation>U klopte en won</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer knocked and won</source>
        <translation>De computer klopte en won</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You undercut the computer</source>
        <translation>Undercut: u wint van de computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer undercut you</source>
        <translation>Undercut: de computer wint van u</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn hand</source>
        <translation>Onbesliste ronde</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No score: the stock ran down to two cards.</source>
        <translation>Geen punten: er lagen nog maar twee kaarten op de trekstapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Defender&apos;s deadwood %1 + %2 gin bonus = %3</source>
        <translation>Losse kaarten verdediger %1 + %2 ginbonus = %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Knocker&apos;s deadwood %1 − defender&apos;s %2 = %3, + %4 undercut = %5</source>
        <translation>Losse kaarten klopper %1 − verdediger %2 = %3, + %4 undercut = %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Defender&apos;s deadwood %1 − knocker&apos;s %2 = %3</source>
        <translation>Losse kaarten verdediger %1 − klopper %2 = %3</translation>
    </message>
</context>
<context>
    <name>PileBrowser</name>
    <message>
        <location filename="../ginrummy_desktop/views/pile_browser.py" line="+15"/>
        <source>Discard pile</source>
        <translation>Aflegstapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bottom card first; the last one is on top.</source>
        <translation>Onderste kaart eerst; de laatste ligt bovenop.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>PileModels</name>
    <message>
        <location filename="../ginrummy_desktop/models/piles.py" line="+41"/>
        <source>Discard pile, top card: %1</source>
        <translation>Aflegstapel, bovenste kaart: %1</translation>
    </message>
</context>
<context>
    <name>PileView</name>
    <message>
        <location filename="../ginrummy_desktop/views/pile_views.py" line="+150"/>
        <source>Discard pile</source>
        <translation>Aflegstapel</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <location line="+28"/>
        <source>Discards: %n</source>
        <translation>
            <numerusform>Afgelegd: %n</numerusform>
            <numerusform>Afgelegd: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Top card: %1</source>
        <translation>Bovenste kaart: %1</translation>
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
        <translation>O&amp;pslaan</translation>
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
        <translation>Ja voor &amp;alles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Nee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;o to All</source>
        <translation>N&amp;ee voor alles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abort</source>
        <translation>Afbreken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>Opnieuw proberen</translation>
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
        <translation>Niet opslaan</translation>
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
    <name>ResultDialog</name>
    <message>
        <location filename="../ginrummy_desktop/views/dialogs.py" line="+155"/>
        <location line="+67"/>
        <source>Hand result</source>
        <translation>Uitslag van de ronde</translation>
    </message>
    <message>
        <location line="-45"/>
        <location line="+47"/>
        <source>Next hand</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+23"/>
        <source>Look at the table</source>
        <translation>Naar de tafel kijken</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game over</source>
        <translation>Spel voorbij</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You won the game, %1 to %2!</source>
        <translation>U hebt het spel gewonnen, %1 tegen %2!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer won the game, %2 to %1.</source>
        <translation>De computer heeft het spel gewonnen, %2 tegen %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last hand</source>
        <translation>Laatste ronde</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/rules_text.py" line="+39"/>
        <source>Gin Rummy</source>
        <translation>Gin rummy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant played: two players · in this variant, knock instead of draw · knock limit 10 · version 1.0.0</source>
        <translation>Gespeelde variant: Twee spelers · knock in plaats van trekken in deze variant · limiet 10 · Versie 1.0.0</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Goal</source>
        <translation>Doel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Form melds and lower the value of your unmatched cards (deadwood).</source>
        <translation>Vorm combinaties en verminder de punten van uw losse kaarten (deadwood).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Setup</source>
        <translation>Opstelling</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two players, 10 cards each; the next card is turned up and starts the discard pile.</source>
        <translation>2 spelers, 10 kaarten elk; één open kaart begint de aflegstapel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Meld: a set of 3 or 4 cards of one rank, or a run of 3 or more consecutive cards of one suit.</source>
        <translation>Combinatie: een groep van 3 of 4 kaarten van dezelfde rang, of een reeks van minstens 3 opeenvolgende kaarten van dezelfde kaartkleur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ace is low only: Q-K-A is not a run.</source>
        <translation>Alleen lage azen; Q-K-A is verboden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadwood values: ace 1, 2–10 their face value, jack, queen and king 10.</source>
        <translation>Punten aan losse kaarten: aas 1, 2-10 hun eigen waarde, plaatjeskaarten 10.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A turn</source>
        <translation>Verloop van een beurt of een ronde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On your turn, take the top card of the stock or of the discard pile.</source>
        <translation>Op uw beurt: trek de bovenste kaart van de trek- of aflegstapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then discard one card; a card taken from the discard pile may not be discarded again at once.</source>
        <translation>Leg daarna een kaart af; een kaart die u van de aflegstapel hebt genomen, mag u niet meteen weer afleggen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After discarding, a player may knock if their deadwood is 10 points or less, or go gin when it is 0.</source>
        <translation>Na het afleggen mag de speler kloppen als de losse kaarten 10 of minder punten waard zijn, of gin melden bij 0.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What you may and must do</source>
        <translation>Toegestane acties en verplichtingen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card belongs to one meld at most in the best arrangement.</source>
        <translation>Een kaart kan in de optimale berekening maar bij één combinatie horen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a knock that is not gin, the opponent may lay off their unmatched cards on the knocker&apos;s melds.</source>
        <translation>Na het kloppen zonder gin mag de tegenstander zijn losse kaarten aan de combinaties van de kloppende speler toevoegen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After gin, the opponent may not lay off on the gin hand&apos;s melds.</source>
        <translation>Bij gin mag u geen losse kaarten aan de combinaties van de tegenstander toevoegen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scoring</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A successful knock: the difference between the opponent&apos;s deadwood after lay-offs and the knocker&apos;s deadwood.</source>
        <translation>Geslaagd kloppen: het verschil tussen de punten aan losse kaarten van de tegenstander na het aanleggen en die van de speler die klopte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undercut: if the opponent&apos;s deadwood is lower than or equal to the knocker&apos;s, the opponent scores the difference + 25.</source>
        <translation>Undercut: als de tegenstander minder of evenveel punten aan losse kaarten heeft, scoort hij het verschil +25.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gin: 25 + all the points of the opponent&apos;s unmatched cards.</source>
        <translation>Gin: 25 + alle punten van de ongecombineerde kaarten van de tegenstander.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A hand drawn because the stock ran down scores no points.</source>
        <translation>Een onbesliste ronde doordat de trekstapel op is, levert geen punten op.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End of the game</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A hand ends with a knock or gin, or when only two cards are left in the stock without a knock.</source>
        <translation>De ronde eindigt met knock/gin of wanneer de trekstapel nog maar twee kaarten heeft zonder knock.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game ends when a player reaches 100 points; game bonuses are off by default.</source>
        <translation>Het spel eindigt wanneer een speler 100 punten bereikt; configureerbare spelbonussen zijn standaard uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Special cases and locked variants</source>
        <translation>Speciale gevallen en vergrendelde varianten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first turn the non-dealer may take the upcard or pass; then the dealer has the same choice; if both pass, the non-dealer draws from the stock.</source>
        <translation>In de eerste beurt mag de niet-deler de open kaart nemen of passen; daarna heeft de deler dezelfde keuze; als beiden passen, trekt de niet-deler een kaart van de trekstapel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big Gin and Oklahoma Gin are disabled.</source>
        <translation>Big Gin en Oklahoma Gin zijn uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer players</source>
        <translation>Kunstmatige intelligentie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer players use only their own hand, the public cards, the public history and the legal actions the game hands them.</source>
        <translation>AI&apos;s gebruiken alleen hun hand, openbare kaarten, de toegestane geschiedenis en de geldige acties die het spel hun aanreikt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Easy keeps complete melds and discards its highest unmatched card.</source>
        <translation>Makkelijk houdt complete combinaties en legt de losse kaart met de hoogste waarde af.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Normal finds the best meld arrangement and, from the visible history, avoids discards that help the opponent.</source>
        <translation>Normaal berekent de beste verdeling in melds en vermijdt nuttige kaarten af te leggen die de tegenstander kunnen helpen, op basis van de zichtbare geschiedenis.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hard estimates the opponent&apos;s likely cards and compares knocking now with playing on for gin.</source>
        <translation>Moeilijk schat de waarschijnlijke kaarten van de tegenstander en vergelijkt direct kloppen met doorspelen voor gin.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How this table plays</source>
        <translation>Zo wordt er aan deze tafel gespeeld</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may not be thrown in the same turn, not even as the knock discard. A card drawn from the stock may be thrown at once.</source>
        <translation>Een kaart die u van de aflegstapel neemt, mag u in dezelfde beurt niet afleggen, ook niet bij het kloppen. Een kaart van de trekstapel mag u meteen weer afleggen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When a turn ends without a knock and only two cards are left in the stock, the hand is drawn and nobody scores. The player whose draw left two cards may still knock on that turn.</source>
        <translation>Eindigt een beurt zonder kloppen terwijl er nog maar twee kaarten op de trekstapel liggen, dan is de ronde onbeslist en scoort niemand. Wie door te trekken de trekstapel op twee kaarten bracht, mag in die beurt nog kloppen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lay-offs chain: a run takes the next card at either end, again and again, so a card you lay off can carry the next one. A three-card set takes its fourth card. Nothing goes on deadwood, and the defender may break their own melds to lay off.</source>
        <translation>Aanleggen kan in een ketting: een reeks neemt aan beide kanten steeds de volgende kaart, dus op een aangelegde kaart past weer de volgende. Een groep van drie neemt de vierde kaart. Op losse kaarten kan niets worden aangelegd, en de verdediger mag zijn eigen combinaties opbreken om aan te leggen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A tie is an undercut: if the defender&apos;s deadwood after lay-offs is equal to or lower than the knocker&apos;s, the defender scores the difference plus 25.</source>
        <translation>Bij gelijke stand is het een undercut: heeft de verdediger na het aanleggen evenveel of minder punten aan losse kaarten dan de klopper, dan scoort de verdediger het verschil plus 25.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer sees only what a player at this table would see: its own hand, the discard pile, the cards you took from the pile and what has been played. It never looks at your hand or into the stock.</source>
        <translation>De computer ziet alleen wat een speler aan deze tafel zou zien: zijn eigen hand, de aflegstapel, de kaarten die u van de aflegstapel nam en wat er gespeeld is. Hij kijkt nooit in uw hand of in de trekstapel.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ginrummy_desktop/views/dialogs.py" line="+178"/>
        <location line="+90"/>
        <source>Rules of Gin Rummy</source>
        <translation>Spelregels van Gin Rummy</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+87"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arrows move along your hand; Shift+arrows move the card. Enter discards (or lays off). S draws from the stock, U takes the upcard, P passes, K knocks, G goes gin, L lays off your best, D ends laying off, N deals the next hand, H gives a hint, Esc cancels a knock, F1 shows these rules.</source>
        <translation>Met de pijltjestoetsen gaat u door uw hand; Shift+pijltjes verplaatsen de kaart. Enter legt af (of legt aan). S trekt van de trekstapel, U neemt de open kaart, P past, K klopt, G meldt gin, L legt uw beste kaarten aan, D beëindigt het aanleggen, N deelt de volgende ronde, H geeft een tip, Esc annuleert het kloppen, F1 toont deze regels.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You can also drag: a card from your hand onto the discard pile, the stock or the pile&apos;s top card into your hand, a card onto one of the knocker&apos;s melds; or double-click a card to discard it.</source>
        <translation>U kunt ook slepen: een kaart uit uw hand naar de aflegstapel, de trekstapel of de bovenste kaart van de aflegstapel naar uw hand, een kaart naar een combinatie van de klopper; of dubbelklik op een kaart om die af te leggen.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../ginrummy_desktop/models/score_model.py" line="+62"/>
        <source>Hand</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>U</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your total</source>
        <translation>Uw totaal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer&apos;s total</source>
        <translation>Totaal computer</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Game bonuses</source>
        <translation>Spelbonussen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game to %1</source>
        <translation>Spel tot %1</translation>
    </message>
</context>
<context>
    <name>ScoresDialog</name>
    <message>
        <location filename="../ginrummy_desktop/views/dialogs.py" line="-279"/>
        <location line="+85"/>
        <source>Score sheet</source>
        <translation>Scorelijst</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location line="+17"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Big Gin and Oklahoma are not played at this table: an eleven-card gin still discards a card and scores as a normal gin, and the knock limit is always 10.</source>
        <translation>Big Gin en Oklahoma worden aan deze tafel niet gespeeld: met gin uit elf kaarten legt u toch een kaart af en dat telt als gewone gin, en de kloplimiet is altijd 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not played:</source>
        <translation>Niet gespeeld:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Animation and computer pace:</source>
        <translation>Animatie en tempo van de computer:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Four-colour suits</source>
        <translation>Vier kleuren voor de symbolen</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computer opponent:</source>
        <translation>Computertegenstander:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game to:</source>
        <translation>Spel tot:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The winner of a hand deals</source>
        <translation>De winnaar van de ronde deelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players take turns to deal</source>
        <translation>De spelers delen om de beurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loser of a hand deals</source>
        <translation>De verliezer van de ronde deelt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next dealer:</source>
        <translation>Volgende deler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game bonuses, added at the end of the game</source>
        <translation>Spelbonussen, opgeteld aan het einde van het spel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game bonus:</source>
        <translation>Spelbonus:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Box bonus per hand won:</source>
        <translation>Bonus per gewonnen ronde:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutout multiplies the game bonus by:</source>
        <translation>Spelbonus bij een verliezer zonder punten:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A game is in progress: the opponent and rule changes apply from the next game.</source>
        <translation>Er loopt een spel: wijzigingen van tegenstander en regels gelden vanaf het volgende spel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opponent and the rules apply from the next game.</source>
        <translation>Tegenstander en regels gelden vanaf het volgende spel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table and cards</source>
        <translation>Tafel en kaarten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Middelgroot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Groot</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card size:</source>
        <translation>Kaartgrootte:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card back:</source>
        <translation>Achterkant:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrange my hand after each draw</source>
        <translation>Mijn hand na elke getrokken kaart ordenen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language:</source>
        <translation>Taal:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>ShowdownWidget</name>
    <message>
        <location line="-280"/>
        <source>Both hands</source>
        <translation>Beide handen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Deadwood: %1</source>
        <translation>Waarde losse kaarten: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meld</source>
        <translation>Combinatie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Laid off</source>
        <translation>Aangelegd</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="-131"/>
        <source>Off (instant)</source>
        <translation>Uit (direct)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <location filename="../ginrummy_desktop/views/stats_dialog.py" line="+45"/>
        <source>Chart of games and hands won and lost per level</source>
        <translation>Grafiek van gewonnen en verloren spellen en rondes per niveau</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>games</source>
        <translation>spellen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hands</source>
        <translation>rondes</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location line="+54"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your record against each computer level.</source>
        <translation>Uw resultaten tegen elk computerniveau.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Statistics per level</source>
        <translation>Statistieken per niveau</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset statistics…</source>
        <translation>Statistieken wissen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n overwinning</numerusform>
            <numerusform>%n overwinningen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n nederlaag</numerusform>
            <numerusform>%n nederlagen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games played</source>
        <translation>Gespeelde spellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Gewonnen spellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games lost</source>
        <translation>Verloren spellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won, share</source>
        <translation>Aandeel gewonnen spellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands won</source>
        <translation>Gewonnen rondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands lost</source>
        <translation>Verloren rondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands drawn</source>
        <translation>Onbesliste rondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gins made</source>
        <translation>Gin door u</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gins suffered</source>
        <translation>Gin tegen u</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercuts made</source>
        <translation>Undercut door u</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercuts suffered</source>
        <translation>Undercut tegen u</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocks (gin included)</source>
        <translation>Keren geklopt (gin inbegrepen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average deadwood at knock</source>
        <translation>Gem. waarde losse kaarten bij kloppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best game margin</source>
        <translation>Grootste winstmarge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak</source>
        <translation>Huidige serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak</source>
        <translation>Langste serie overwinningen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Reset statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset all statistics to zero? This cannot be undone.</source>
        <translation>Alle statistieken op nul zetten? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep them</source>
        <translation>Bewaren</translation>
    </message>
</context>
<context>
    <name>StockModel</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/models/piles.py" line="+115"/>
        <source>Stock: %n</source>
        <translation>
            <numerusform>Trekstapel: %n</numerusform>
            <numerusform>Trekstapel: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StockView</name>
    <message>
        <location filename="../ginrummy_desktop/views/pile_views.py" line="-59"/>
        <source>Stock</source>
        <translation>Trekstapel</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <location line="+25"/>
        <source>Stock: %n</source>
        <translation>
            <numerusform>Trekstapel: %n</numerusform>
            <numerusform>Trekstapel: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableRules</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/rules_text.py" line="+30"/>
        <source>The players take turns to deal; after a drawn hand the same player deals again.</source>
        <translation>De spelers delen om de beurt; na een onbesliste ronde deelt dezelfde speler opnieuw.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The loser of a scored hand deals the next one; after a drawn hand the same player deals again.</source>
        <translation>Wie een ronde met punten verliest, deelt de volgende; na een onbesliste ronde deelt dezelfde speler opnieuw.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The winner of a scored hand deals the next one; after a drawn hand the same player deals again.</source>
        <translation>Wie een ronde met punten wint, deelt de volgende; na een onbesliste ronde deelt dezelfde speler opnieuw.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game goes to %n points: the hand that takes a player&apos;s total to that score or beyond ends the game, and that player wins.</source>
        <translation>
            <numerusform>Het spel gaat tot %n punt: de ronde waarin een speler die score haalt of overschrijdt, beëindigt het spel, en die speler wint.</numerusform>
            <numerusform>Het spel gaat tot %n punten: de ronde waarin een speler die score haalt of overschrijdt, beëindigt het spel, en die speler wint.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game bonuses are off.</source>
        <translation>Spelbonussen staan uit.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Game bonuses are on: at the end of the game its winner gets %n more points.</source>
        <translation>
            <numerusform>Spelbonussen staan aan: aan het einde van het spel krijgt de winnaar %n punt extra.</numerusform>
            <numerusform>Spelbonussen staan aan: aan het einde van het spel krijgt de winnaar %n punten extra.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If the loser has no points at all, that bonus is multiplied by %1.</source>
        <translation>Heeft de verliezer helemaal geen punten, dan wordt die bonus met %1 vermenigvuldigd.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Each player also gets %n points for every hand they won.</source>
        <translation>
            <numerusform>Daarnaast krijgt elke speler %n punt voor elke gewonnen ronde.</numerusform>
            <numerusform>Daarnaast krijgt elke speler %n punten voor elke gewonnen ronde.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The bonuses never count towards the target.</source>
        <translation>De bonussen tellen nooit mee voor de score waartoe het spel gaat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The first dealer is chosen at random; the non-dealer always acts first.</source>
        <translation>De eerste deler wordt door het lot bepaald; de niet-deler is altijd als eerste aan de beurt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The variant line&apos;s “knock instead of draw” does not let anyone skip the draw: every turn begins with a card from the stock or the discard pile, and a knock is made with the discard that ends the turn.</source>
        <translation>„Knock in plaats van trekken” in de regel over de variant betekent niet dat iemand het trekken mag overslaan: elke beurt begint met een kaart van de trekstapel of de aflegstapel, en er wordt geklopt met de afgelegde kaart die de beurt beëindigt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>From the next game on, as chosen in the settings: %1</source>
        <translation>Vanaf het volgende spel, zoals gekozen in de instellingen: %1</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../ginrummy_desktop/views/table.py" line="+292"/>
        <source>What to do now</source>
        <translation>Wat nu te doen</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Pass (P)</source>
        <translation>Passen (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take upcard (U)</source>
        <translation>Open kaart nemen (U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from stock (S)</source>
        <translation>Van de trekstapel (S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock (K)</source>
        <translation>Kloppen (K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin (G)</source>
        <translation>Gin (G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm knock (Enter)</source>
        <translation>Kloppen bevestigen (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel (Esc)</source>
        <translation>Annuleren (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay off best (L)</source>
        <translation>Beste aanleggen (L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done (D)</source>
        <translation>Klaar (D)</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Next hand (N)</source>
        <translation>Volgende ronde (N)</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Show result</source>
        <translation>Uitslag tonen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (H)</source>
        <translation>Tip (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look through</source>
        <translation>Doorkijken</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>See every card in the discard pile</source>
        <translation>Alle kaarten op de aflegstapel bekijken</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Sort:</source>
        <translation>Sorteren:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Melds</source>
        <translation>Combinaties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last move or hint</source>
        <translation>Laatste zet of tip</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Your melds</source>
        <translation>Uw combinaties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s melds — lay off here</source>
        <translation>Combinaties van de computer – leg hier aan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s melds</source>
        <translation>Combinaties van de computer</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>New game (N)</source>
        <translation>Nieuw spel (N)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You: %1</source>
        <translation>Uw score: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: %1</source>
        <translation>Computerscore: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game to %1</source>
        <translation>Spel tot %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>u</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the computer</source>
        <translation>de computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %1 · dealer: %2</source>
        <translation>Ronde %1 · deler: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent: %1</source>
        <translation>Tegenstander: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Deadwood: %1</source>
        <translation>Waarde losse kaarten: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood: %1 · after your best discard: %2</source>
        <translation>Waarde losse kaarten: %1 · na de beste afgelegde kaart: %2</translation>
    </message>
</context>
</TS>
