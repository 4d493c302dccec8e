<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>CardFaces</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/card_faces.py" line="+17"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q</source>
        <translation>V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K</source>
        <translation>H</translation>
    </message>
</context>
<context>
    <name>CardGroups</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="+242"/>
        <source>Meld</source>
        <translation>Combinatie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadwood: %1</source>
        <translation>Waarde losse kaarten: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laid off</source>
        <translation>Aangelegd</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/cards.py" line="+40"/>
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
        <location line="+140"/>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>CardsAccusative</name>
    <message>
        <location line="-135"/>
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
</context>
<context>
    <name>CardsGenitive</name>
    <message>
        <location line="+5"/>
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
</context>
<context>
    <name>CoachReason</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/review_texts.py" line="+106"/>
        <source>The %1 completes a meld: after the best discard the deadwood is %2.</source>
        <translation>De %1 maakt een combinatie af: na de beste aflegkaart is de waarde van de losse kaarten %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 lowers the deadwood to %2 after the best discard.</source>
        <translation>De %1 verlaagt de waarde van de losse kaarten tot %2 na de beste aflegkaart.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Taking the %1 shows the opponent what you collect, and the deadwood would be %2.</source>
        <translation>Als u de %1 neemt, ziet de tegenstander wat u verzamelt; de waarde van uw losse kaarten wordt dan %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leaving the %1 and drawing blind gives nothing away (deadwood now %2).</source>
        <translation>De %1 laten liggen en blind trekken verraadt niets (losse kaarten nu: %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Passing the %1 keeps the deadwood at %2 and gives nothing away.</source>
        <translation>Passen op de %1 houdt de waarde van de losse kaarten op %2 en verraadt niets.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discarding the %1 leaves no deadwood at all: gin.</source>
        <translation>Na het afleggen van de %1 blijven er geen losse kaarten over: gin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A knock with deadwood %2 wins in %3 of the sampled deals.</source>
        <translation>Kloppen met losse kaarten ter waarde van %2 wint in %3 van de gesimuleerde delingen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A knock with deadwood %2 is undercut in %3 of the sampled deals.</source>
        <translation>Kloppen met losse kaarten ter waarde van %2 levert in %3 van de gesimuleerde delingen een undercut op.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A knock with deadwood %2 is undercut in about %3 of the sampled deals; playing on keeps the chance of gin.</source>
        <translation>Kloppen met losse kaarten ter waarde van %2 levert in ongeveer %3 van de gesimuleerde delingen een undercut op; doorspelen houdt gin mogelijk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A knock now with deadwood %2 wins in %3 of the sampled deals; playing on, the opponent scores in %8.</source>
        <translation>Nu kloppen met losse kaarten ter waarde van %2 wint in %3 van de gesimuleerde delingen; bij doorspelen scoort de tegenstander in %8.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chance that the opponent can meld the card: about %3 for this one, about %8 for yours (%7).</source>
        <translation>Kans dat de tegenstander de kaart in een combinatie kan gebruiken: ongeveer %3 voor deze, ongeveer %8 voor de uwe (%7).</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Deadwood left: %2 with this discard, %6 with yours (%7).</source>
        <translation>Waarde van de losse kaarten: %2 als u deze kaart aflegt, %6 als u de uwe (%7) aflegt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards that would improve your hand: %4 after this discard, %6 after yours (%7).</source>
        <translation>Kaarten die uw hand zouden verbeteren: %4 als u deze kaart aflegt, %6 als u de uwe (%7) aflegt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taking it lowers your deadwood from %6 to %2.</source>
        <translation>Door deze kaart te nemen daalt de waarde van uw losse kaarten van %6 naar %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Taking it would not lower your deadwood below %2, and it shows the opponent what you collect.</source>
        <translation>Als u de open kaart neemt, daalt de waarde van uw losse kaarten niet onder %2, en ziet de tegenstander wat u verzamelt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Played out over %4 sampled deals, this choice scores more points per hand than yours.</source>
        <translation>Uitgespeeld over %4 gesimuleerde delingen levert deze keuze meer punten per ronde op dan de uwe.</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Not knocking yet: throwing the %1 leaves deadwood %2 and keeps the chance of gin.</source>
        <translation>Nog niet kloppen: na het afleggen van de %1 is de waarde van de losse kaarten %2 en blijft gin mogelijk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 belongs to one of your melds; throwing it leaves deadwood %2.</source>
        <translation>De %1 hoort bij een van uw combinaties; afleggen brengt de waarde van de losse kaarten op %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opponent could meld the %1: a chance of about %3.</source>
        <translation>De tegenstander zou de %1 in een combinatie kunnen leggen: een kans van ongeveer %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throwing the %1 spoils a run that could still grow at both ends.</source>
        <translation>Het afleggen van de %1 breekt een reeks die nog aan beide kanten kon groeien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throwing the %1 keeps a run draw open at both ends.</source>
        <translation>Na het afleggen van de %1 kan een reeks nog aan beide kanten groeien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 is safe: the opponent is unlikely to use it (deadwood %2).</source>
        <translation>De %1 is veilig: de tegenstander heeft er waarschijnlijk niets aan (losse kaarten: %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throwing the %1 leaves deadwood %2.</source>
        <translation>Na het afleggen van de %1 is de waarde van de losse kaarten %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 fits the knocker&apos;s meld %5, so it no longer counts against you.</source>
        <translation>De %1 past aan combinatie %5 van de klopper en telt dus niet meer mee.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing more fits the knocker&apos;s melds; your deadwood is %2.</source>
        <translation>Er past niets meer aan de combinaties van de klopper; de waarde van uw losse kaarten is %2.</translation>
    </message>
</context>
<context>
    <name>DealAnimation</name>
    <message>
        <location filename="../ginrummy_desktop/views/deal_animation.py" line="+197"/>
        <source>Dealing… click or press a key to see your cards now</source>
        <translation>De kaarten worden gedeeld… Klik of druk op een toets om uw kaarten meteen te zien</translation>
    </message>
</context>
<context>
    <name>DealSeal</name>
    <message>
        <location filename="../ginrummy_desktop/controller/narrator.py" line="+78"/>
        <source>Deck sealed before the deal: fingerprint %1.</source>
        <translation>Kaartspel verzegeld vóór het delen: vingerafdruk %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deck revealed, but it does not match the fingerprint %1.</source>
        <translation>Kaartspel onthuld, maar het past niet bij de vingerafdruk %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deck revealed: it matches the fingerprint %1, your phrase was mixed in, and every card came off it in order.</source>
        <translation>Kaartspel onthuld: het past bij de vingerafdruk %1, uw zin is erdoor gemengd en elke kaart kwam er op volgorde van af.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deck revealed: it matches the fingerprint %1, and every card came off it in order.</source>
        <translation>Kaartspel onthuld: het past bij de vingerafdruk %1 en elke kaart kwam er op volgorde van af.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The next game&apos;s first deck is sealed: fingerprint %1. A phrase you set in Settings now is mixed into it.</source>
        <translation>Het eerste kaartspel van het volgende spel is verzegeld: vingerafdruk %1. Een zin die u nu bij Instellingen invult, wordt erdoor gemengd.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next deck sealed: fingerprint %1. A phrase you set in Settings now is mixed into it.</source>
        <translation>Volgend kaartspel verzegeld: vingerafdruk %1. Een zin die u nu bij Instellingen invult, wordt erdoor gemengd.</translation>
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
        <location line="+2"/>
        <source>The hand history %1 could not be read.</source>
        <translation>De rondegeschiedenis %1 kon niet worden gelezen.</translation>
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
        <location line="+2"/>
        <source>The hand history starts again, empty.</source>
        <translation>De rondegeschiedenis begint opnieuw, leeg.</translation>
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
        <location line="+4"/>
        <source>It was sealed with the game&apos;s key, which is missing or damaged, so it cannot be checked.</source>
        <translation>Het is verzegeld met de sleutel van het spel, die ontbreekt of beschadigd is, dus het kan niet worden gecontroleerd.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It is an earlier copy, older than what the game has already counted, so it is not used again.</source>
        <translation>Het is een eerdere kopie, ouder dan wat het spel al heeft meegeteld, dus het wordt niet opnieuw gebruikt.</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+13"/>
        <source>The game&apos;s key %1 cannot be read: the system does not let the game read it. It was left as it is, and no saved game, statistics or hand history will be written until it can be read again.</source>
        <translation>De sleutel van het spel %1 kan niet worden gelezen: het systeem staat het spel niet toe hem te lezen. Hij is gelaten zoals hij is, en er wordt geen opgeslagen spel, geen statistiek en geen rondegeschiedenis geschreven tot hij weer kan worden gelezen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game&apos;s key %1 was damaged. It was kept as %2 and a new key was made; files sealed with the old key cannot be checked any more.</source>
        <translation>De sleutel van het spel %1 was beschadigd. Hij is bewaard als %2 en er is een nieuwe sleutel gemaakt; bestanden die met de oude sleutel zijn verzegeld, kunnen niet meer worden gecontroleerd.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game in progress that the statistics count could not go on, so it counts as lost, like a game given up for a new one.</source>
        <translation>Het lopende spel dat in de statistieken meetelt, kon niet worden voortgezet en telt daarom als verloren, net als een spel dat voor een nieuw spel is opgegeven.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Gin Rummy is already open with the data folder %1. Switch to that window to play on, or close it before starting the game again.</source>
        <translation>Gin Rummy is al geopend met de gegevensmap %1. Speel verder in dat venster, of sluit het voordat u het spel opnieuw start.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game keeps a log for bug reports in %1.</source>
        <translation>Voor foutrapporten houdt het spel een logboek bij in %1.</translation>
    </message>
</context>
<context>
    <name>FirstGameGuide</name>
    <message>
        <location filename="../ginrummy_desktop/views/guide.py" line="+291"/>
        <source>This is the discard pile. Its top card is the upcard: take it if it helps your hand (click it, drag it into your hand, or press U), or pass (P).</source>
        <translation>Dit is de aflegstapel. De bovenste kaart is de open kaart: neem hem als hij uw hand helpt (klik erop, sleep hem naar uw hand of druk op U), of pas (P).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is the stock. Each turn starts with a card from the stock (click it, drag it into your hand, or press S) or the top card of the discard pile.</source>
        <translation>Dit is de trekstapel. Elke beurt begint met een kaart van de trekstapel (klik erop, sleep hem naar uw hand of druk op S) of met de bovenste kaart van de aflegstapel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your hand. The card you just drew has a gold star. Now throw one card: drag it onto the discard pile, double-click it, or go to it with the arrows and press Enter. Drag cards (or Shift+arrows) to arrange them your way.</source>
        <translation>Uw hand. De kaart die u net trok heeft een gouden ster. Leg nu één kaart af: sleep hem naar de aflegstapel, dubbelklik erop, of ga er met de pijltjes naartoe en druk op Enter. Sleep kaarten (of Shift+pijltjes) om ze naar uw zin te ordenen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards that form a meld — three or more of a rank, or a run of three or more in one suit — share a coloured bracket and mark under them. Melds cost nothing at the end of a hand.</source>
        <translation>Kaarten die een combinatie vormen – drie of meer van dezelfde rang, of een reeks van drie of meer in één kleur – hebben samen een gekleurde haak en een teken eronder. Combinaties kosten aan het eind van een ronde niets.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deadwood is what the cards outside your melds are worth (face cards 10, aces 1). Keep it low: once a discard leaves 10 or less, you may knock.</source>
        <translation>De waarde van de losse kaarten is wat de kaarten buiten uw combinaties waard zijn (plaatjes 10, azen 1). Houd die laag: laat een afgelegde kaart 10 of minder over, dan mag u kloppen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may knock now: press Knock (K), click the lit card to throw, and confirm. Your melds go down and the lower deadwood wins the hand. No deadwood at all is gin (G), worth a bonus.</source>
        <translation>U mag nu kloppen: kies Kloppen (K), klik op de oplichtende kaart die u aflegt en bevestig. Uw combinaties gaan open op tafel en wie de minste punten aan losse kaarten heeft, wint de ronde. Helemaal geen losse kaarten is gin (G), met een bonus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer knocked and laid its melds down here. Drag your cards that fit its melds onto them (or press L for the best lay-offs): they no longer count against you. Then press Done (D).</source>
        <translation>De computer klopte en legde hier zijn combinaties neer. Sleep uw kaarten die erbij passen erop (of druk op L om de beste kaarten aan te leggen): ze tellen dan niet meer mee. Kies daarna Klaar (D).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>First game</source>
        <translation>Eerste spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Got it (Space)</source>
        <translation>Begrepen (spatie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip the guide</source>
        <translation>Rondleiding overslaan</translation>
    </message>
</context>
<context>
    <name>Formats</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/formats.py" line="+25"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../ginrummy_desktop/views/game_over.py" line="+42"/>
        <source>Game over</source>
        <translation>Spel voorbij</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You won the game, %1 to %2!</source>
        <translation>U hebt het spel gewonnen, %1 tegen %2!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer won the game, %2 to %1.</source>
        <translation>De computer heeft het spel gewonnen, %2 tegen %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your statistics</source>
        <translation>Uw statistieken</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play again</source>
        <translation>Nog een keer spelen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Game summary</source>
        <translation>Overzicht van het spel</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+36"/>
        <source>You</source>
        <translation>Uw punten</translation>
    </message>
    <message>
        <location line="-35"/>
        <location line="+36"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Points from hands</source>
        <translation>Punten uit rondes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game bonus, ×%1 for a shutout</source>
        <translation>Spelbonus, ×%1 bij een verliezer zonder punten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game bonus</source>
        <translation>Spelbonus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Box bonus for hands won</source>
        <translation>Bonus voor gewonnen rondes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Final score</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played without game bonuses.</source>
        <translation>Gespeeld zonder spelbonussen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Hands won</source>
        <translation>Gewonnen rondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gins</source>
        <translation>Gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocks</source>
        <translation>Keren geklopt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercuts</source>
        <translation>Undercuts</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hands played: %1 (drawn: %2) against %3.</source>
        <translation>Rondes gespeeld: %1 (onbeslist: %2), niveau %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your best hand was hand %1: +%2. %3.</source>
        <translation>Uw beste ronde was ronde %1: +%2. %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You won no hand in this game.</source>
        <translation>U hebt in dit spel geen ronde gewonnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time played: under a minute.</source>
        <translation>Speeltijd: minder dan een minuut.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Time played: %n min.</source>
        <translation>
            <numerusform>Speeltijd: %n min.</numerusform>
            <numerusform>Speeltijd: %n min.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>…and %n hands before.</source>
        <translation>
            <numerusform>…en %n ronde daarvoor.</numerusform>
            <numerusform>…en %n rondes daarvoor.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand %1: drawn (you %2, the computer %3).</source>
        <translation>Ronde %1: onbeslist (u %2, de computer %3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand %1: %2, +%3 (you %4, the computer %5).</source>
        <translation>Ronde %1: %2, +%3 (u %4, de computer %5).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This game is not counted in the statistics.</source>
        <translation>Dit spel telt niet mee in de statistieken.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against %1:</source>
        <translation>Tegen niveau %1:</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <location filename="../ginrummy_desktop/models/hand_model.py" line="+273"/>
        <source>%1, picked to knock with</source>
        <translation>%1, gekozen om mee te kloppen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, can be thrown to knock</source>
        <translation>%1, kan worden afgelegd om te kloppen</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location filename="../ginrummy_desktop/views/hand_view.py" line="+156"/>
        <source>run</source>
        <translation>reeks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set</source>
        <translation>groep</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Your hand</source>
        <translation>Uw hand</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="-120"/>
        <source>It fits your melds: after your best discard your deadwood would be %2.</source>
        <translation>Hij past bij uw combinaties: als u daarna de beste kaart aflegt, is de waarde van uw losse kaarten %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It joins no meld yet, but after your best discard your deadwood would fall to %2.</source>
        <translation>Hij vormt nog geen combinatie, maar als u daarna de beste kaart aflegt, daalt de waarde van uw losse kaarten tot %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It joins no meld (deadwood %2 after your best discard), yet in the coach&apos;s deals it beats a stock draw.</source>
        <translation>Hij vormt geen combinatie (losse kaarten daarna %2), maar in de delingen van de coach is hij beter dan een kaart van de trekstapel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It joins no meld (deadwood %2 after your best discard), yet in the coach&apos;s deals taking it beats passing.</source>
        <translation>Hij vormt geen combinatie (losse kaarten daarna %2), maar in de delingen van de coach is hem nemen beter dan passen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %1 does not help your melds; your deadwood stays %2.</source>
        <translation>De %1 helpt uw combinaties niet; de waarde van uw losse kaarten blijft %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Taking the %1 would lower your deadwood (%2) too little to be worth showing the computer what you collect.</source>
        <translation>De %1 nemen verlaagt de waarde van uw losse kaarten (%2) te weinig; het is niet de moeite waard de computer te laten zien wat u verzamelt.</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <source>That leaves you deadwood %2; a discard leaving less would feed the computer a meld in about %3 of the deals.</source>
        <translation>Dan is de waarde van uw losse kaarten %2; een aflegkaart die een lagere waarde overlaat, kan de computer in ongeveer %3 van de delingen in een combinatie gebruiken.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That leaves you deadwood %2: not the least, but more unseen cards would improve your hand.</source>
        <translation>Dan is de waarde van uw losse kaarten %2 – niet de laagste, maar meer onbekende kaarten zouden uw hand verbeteren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That leaves you deadwood %2: not the least, but in the coach&apos;s deals it scores more per hand.</source>
        <translation>Dan is de waarde van uw losse kaarten %2 – niet de laagste, maar in de delingen van de coach levert dit meer op.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your deadwood would be %2: knock while it is low.</source>
        <translation>De waarde van uw losse kaarten zou %2 zijn: klop zolang die nog laag is.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on for gin: a knock with deadwood %2 is undercut in about %3 of the deals the coach sees.</source>
        <translation>Speel door voor gin: kloppen met losse kaarten ter waarde van %2 levert in ongeveer %3 van de door de coach gesimuleerde delingen een undercut op.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let the hand be drawn: a knock with deadwood %2 is undercut in about %3 of the deals the coach sees.</source>
        <translation>Laat de ronde onbeslist eindigen: kloppen met losse kaarten ter waarde van %2 levert in ongeveer %3 van de door de coach gesimuleerde delingen een undercut op.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You could knock with deadwood %2, but in the coach&apos;s deals playing on scores more per hand.</source>
        <translation>U kunt kloppen met losse kaarten ter waarde van %2, maar in de delingen van de coach levert doorspelen meer op.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every other card is in a meld: that is gin.</source>
        <translation>Alle andere kaarten zitten in een combinatie: dat is gin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It extends one of the knocker&apos;s melds, so it no longer counts against you.</source>
        <translation>Hij past aan een combinatie van de klopper en telt dus niet meer mee.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing more fits the knocker&apos;s melds; your deadwood is %2.</source>
        <translation>Er past niets meer aan de combinaties van de klopper; de waarde van uw losse kaarten is %2.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../ginrummy_desktop/views/history_dialog.py" line="+137"/>
        <source>Hand history</source>
        <translation>Rondegeschiedenis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Games — the one in progress and the last 50:</source>
        <translation>&amp;Spellen – het lopende en de laatste 50:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hands of the selected game:</source>
        <translation>&amp;Rondes van het gekozen spel:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand has been finished yet. Every hand you finish is kept here.</source>
        <translation>Er is nog geen ronde uitgespeeld. Elke ronde die u uitspeelt, wordt hier bewaard.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Review hand</source>
        <translation>Ronde &amp;nabespreken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open a hand from a file…</source>
        <translation>Ronde uit bestand &amp;openen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste a hand</source>
        <translation>Ronde &amp;plakken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Rondes</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../ginrummy_desktop/models/history_model.py" line="+57"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Tegenstander</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+73"/>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Points (you – computer)</source>
        <translation>Punten (u – computer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In progress</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished</source>
        <translation>Niet uitgespeeld</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Hand</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score after it</source>
        <translation>Stand erna</translation>
    </message>
</context>
<context>
    <name>IllegalAction</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="-175"/>
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
        <source>You have drawn already: now discard a card.</source>
        <translation>U hebt al getrokken: leg nu een kaart af.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard a card.</source>
        <translation>Leg een kaart af.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laying off comes only after the computer has knocked.</source>
        <translation>Aanleggen kan pas nadat de computer heeft geklopt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None of your cards fits the knocker&apos;s melds: press Done (D).</source>
        <translation>Geen van uw kaarten past bij de combinaties van de klopper: kies Klaar (D).</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location filename="../ginrummy_desktop/app.py" line="+165"/>
        <location filename="../ginrummy_desktop/views/main_window.py" line="+126"/>
        <location line="+192"/>
        <location line="+157"/>
        <location line="+56"/>
        <location line="+49"/>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <location filename="../ginrummy_desktop/views/main_window.py" line="-261"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+2"/>
        <source>Settings…</source>
        <translation>Instellingen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Play</source>
        <translation>&amp;Zetten</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location line="-22"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>History…</source>
        <translation>Geschiedenis…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Move log</source>
        <translation>Zettenlijst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look through the discard pile</source>
        <translation>Aflegstapel doorkijken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First-game guide</source>
        <translation>Rondleiding eerste spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About</source>
        <translation>Over</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Give up the game in progress and start a new one?</source>
        <translation>Het lopende spel opgeven en een nieuw beginnen?</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+65"/>
        <source>A game given up counts as lost in your statistics.</source>
        <translation>Een opgegeven spel telt in uw statistieken als verloren.</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Give up and start anew</source>
        <translation>Opgeven en opnieuw beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep playing</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Resume the game in progress?</source>
        <translation>Het lopende spel hervatten?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand %1 against %2: you %3, the computer %4.</source>
        <translation>Ronde %1, niveau %2: u %3, de computer %4.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+270"/>
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
        <location line="+4"/>
        <source>A game counted in the statistics ends as a win or a loss: giving it up for a new game, choosing a new game at the resume question, or a saved game that is missing or damaged counts it as lost.</source>
        <translation>Een spel dat in de statistieken meetelt, eindigt in winst of verlies: het telt als verloren als u het opgeeft voor een nieuw spel, als u bij de vraag om verder te spelen voor een nieuw spel kiest, of als het opgeslagen spel ontbreekt of beschadigd is.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>MeldModels</name>
    <message>
        <location filename="../ginrummy_desktop/models/melds_model.py" line="+67"/>
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
        <location line="+131"/>
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
        <location filename="../ginrummy_desktop/views/melds_view.py" line="+98"/>
        <source>The knocker&apos;s melds</source>
        <translation>Combinaties van de klopper</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/moves.py" line="+24"/>
        <source>You passed.</source>
        <translation>U paste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer passed.</source>
        <translation>De computer paste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You took the %1 from the pile.</source>
        <translation>U nam de %1 van de aflegstapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer took the %1 from the pile.</source>
        <translation>De computer nam de %1 van de aflegstapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drew from the stock.</source>
        <translation>U trok een kaart van de trekstapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer drew from the stock.</source>
        <translation>De computer trok een kaart van de trekstapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drew the %1 from the stock.</source>
        <translation>U trok de %1 van de trekstapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer drew the %1 from the stock.</source>
        <translation>De computer trok de %1 van de trekstapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You went gin, discarding the %1.</source>
        <translation>U meldde gin en legde de %1 af.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer went gin, discarding the %1.</source>
        <translation>De computer meldde gin en legde de %1 af.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You knocked, discarding the %1.</source>
        <translation>U klopte en legde de %1 af.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer knocked, discarding the %1.</source>
        <translation>De computer klopte en legde de %1 af.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You discarded the %1.</source>
        <translation>U legde de %1 af.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer discarded the %1.</source>
        <translation>De computer legde de %1 af.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You laid off the %1.</source>
        <translation>U legde de %1 aan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer laid off the %1.</source>
        <translation>De computer legde de %1 aan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You laid off the %1 on meld %2.</source>
        <translation>U legde de %1 aan bij combinatie %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer laid off the %1 on meld %2.</source>
        <translation>De computer legde de %1 aan bij combinatie %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You finished laying off.</source>
        <translation>U bent klaar met aanleggen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer finished laying off.</source>
        <translation>De computer is klaar met aanleggen.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../ginrummy_desktop/controller/narrator.py" line="+19"/>
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
        <location line="+8"/>
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
        <location line="+6"/>
        <source>Go gin by discarding the %1? Press Confirm gin (Enter), or pick another lit card.</source>
        <translation>Gin melden en de %1 afleggen? Kies Gin bevestigen (Enter), of kies een andere oplichtende kaart.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click a lit card to discard it as you go gin (or Enter on it); Esc cancels.</source>
        <translation>Klik op een oplichtende kaart om die af te leggen als u gin meldt (of Enter erop); Esc annuleert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Knock by discarding the %1? Press Confirm knock (Enter), or pick another lit card.</source>
        <translation>Kloppen en de %1 afleggen? Klik op Kloppen bevestigen (Enter) of kies een andere oplichtende kaart.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click a lit card to discard it as you knock (or Enter on it); Esc cancels.</source>
        <translation>Klik op een oplichtende kaart om die af te leggen als u klopt (of ga erheen en druk op Enter); Esc annuleert.</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+11"/>
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
        <location line="+3"/>
        <source>Hint: go gin, discarding the %1</source>
        <translation>Tip: meld gin en leg de %1 af</translation>
    </message>
    <message>
        <location line="+1"/>
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
</context>
<context>
    <name>Notation</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/review_texts.py" line="+135"/>
        <source>The text is empty.</source>
        <translation>De tekst is leeg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The text is far too long for one hand.</source>
        <translation>De tekst is veel te lang voor één ronde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The text holds characters no hand has.</source>
        <translation>De tekst bevat tekens die in geen enkele ronde voorkomen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1 is far too long.</source>
        <translation>Regel %1 is veel te lang.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a Gin Rummy hand: line %1 should read “%2”.</source>
        <translation>Dit is geen ronde gin rummy: regel %1 hoort „%2” te zijn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand was written by a newer version of the game (notation %2).</source>
        <translation>De ronde is geschreven door een nieuwere versie van het spel (notatie %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line %1 is neither part of the deal nor a move.</source>
        <translation>Regel %1 hoort niet bij het delen en is ook geen zet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1 gives “%2” a second time.</source>
        <translation>Regel %1 geeft „%2” voor de tweede keer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1 is out of place: the deal comes first, then the moves, then the result.</source>
        <translation>Regel %1 staat op de verkeerde plaats: eerst het delen, dan de zetten, dan de uitslag.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line %1: no hand has that many moves.</source>
        <translation>Regel %1: geen ronde heeft zoveel zetten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1 is numbered %2, but it is move %3.</source>
        <translation>Regel %1 heeft nummer %2, maar het is zet %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand has no “%2” line.</source>
        <translation>De ronde heeft geen regel „%2”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: “%2” is not a card (write the rank, then the suit: TD, 7H, AS).</source>
        <translation>Regel %1: „%2” is geen kaart (schrijf de rang en dan de kleur: TD, 7H, AS).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line %1: “%2” is not P or C.</source>
        <translation>Regel %1: „%2” is niet P of C.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: each player is dealt 10 cards, not %2.</source>
        <translation>Regel %1: elke speler krijgt tien kaarten, niet %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: there is exactly one upcard.</source>
        <translation>Regel %1: er is precies één open kaart.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: the %2 appears twice.</source>
        <translation>Regel %1: de %2 komt twee keer voor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: “%2” is not a rule this game knows.</source>
        <translation>Regel %1: „%2” is geen spelregel die dit spel kent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: these rules cannot be played.</source>
        <translation>Regel %1: met deze spelregels kan niet worden gespeeld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: the date is written year-month-day hours:minutes.</source>
        <translation>Regel %1: de datum schrijft u als jaar-maand-dag uren:minuten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line %1: “%2” is not a computer level.</source>
        <translation>Regel %1: „%2” is geen niveau van de computer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: “%2” needs a whole number.</source>
        <translation>Regel %1: bij „%2” hoort een geheel getal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: the scores are written “P 34, C 12”.</source>
        <translation>Regel %1: de stand schrijft u als „P 34, C 12”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: “%2” is not a move of this game.</source>
        <translation>Regel %1: „%2” is geen zet in dit spel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: a lay-off names a meld from 1 on.</source>
        <translation>Regel %1: bij aanleggen hoort een combinatienummer vanaf 1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: move %2 is %3&apos;s turn, not %4&apos;s.</source>
        <translation>Regel %1: bij zet %2 is %3 aan de beurt, niet %4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: move %2 takes the %3, not the %4.</source>
        <translation>Regel %1: zet %2 neemt de %3, niet de %4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: move %2 is not allowed: %3</source>
        <translation>Regel %1: zet %2 is niet toegestaan: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: move %2 comes after the hand ended.</source>
        <translation>Regel %1: zet %2 komt na het einde van de ronde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The moves stop before the hand is over.</source>
        <translation>De zetten houden op voordat de ronde voorbij is.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: the result is written like “C knock 16”, “P gin 37” or “drawn”.</source>
        <translation>Regel %1: de uitslag schrijft u als „C knock 16”, „P gin 37” of „drawn”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line %1: the moves lead to “%2”, not to the result written, “%3”.</source>
        <translation>Regel %1: de zetten leiden tot „%2”, niet tot de opgeschreven uitslag „%3”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal is not the 52 cards of one deck.</source>
        <translation>Het delen gebruikt niet de 52 kaarten van één spel kaarten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer must be P or C.</source>
        <translation>De deler moet P of C zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: the deal&apos;s seal line “%2” is damaged.</source>
        <translation>Regel %1: de zegelregel „%2” van het delen is beschadigd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The text cannot be read as a hand.</source>
        <translation>De tekst kan niet als ronde worden gelezen.</translation>
    </message>
</context>
<context>
    <name>OpponentView</name>
    <message>
        <location filename="../ginrummy_desktop/views/opponent_view.py" line="+39"/>
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
    <message numerus="yes">
        <location line="+100"/>
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
        <location filename="../ginrummy_desktop/i18n/texts.py" line="+169"/>
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
        <translation>Undercut: u won van de computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer undercut you</source>
        <translation>Undercut: de computer won van u</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn hand</source>
        <translation>Onbesliste ronde</translation>
    </message>
    <message>
        <location line="+39"/>
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
    <name>OutcomeInSentence</name>
    <message>
        <location line="-50"/>
        <source>you went gin</source>
        <translation>u meldde gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the computer went gin</source>
        <translation>de computer meldde gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you knocked and won</source>
        <translation>u klopte en won</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the computer knocked and won</source>
        <translation>de computer klopte en won</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you undercut the computer</source>
        <translation>u won met een undercut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the computer undercut you</source>
        <translation>de computer won met een undercut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a drawn hand</source>
        <translation>een onbesliste ronde</translation>
    </message>
</context>
<context>
    <name>PileBrowser</name>
    <message>
        <location filename="../ginrummy_desktop/views/pile_browser.py" line="+26"/>
        <location line="+15"/>
        <source>Discard pile</source>
        <translation>Aflegstapel</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Bottom card first; the last one is on top. Under each card: who threw it.</source>
        <translation>Onderste kaart eerst; de laatste ligt bovenop. Onder elke kaart: wie hem aflegde.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>upcard</source>
        <translation>open kaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>u</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>PileModels</name>
    <message>
        <location filename="../ginrummy_desktop/models/piles.py" line="+43"/>
        <source>Discard pile, top card: %1</source>
        <translation>Aflegstapel, bovenste kaart: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>dealt as the upcard</source>
        <translation>gedeeld als open kaart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thrown by you</source>
        <translation>afgelegd door u</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thrown by the computer</source>
        <translation>afgelegd door de computer</translation>
    </message>
</context>
<context>
    <name>PileView</name>
    <message>
        <location filename="../ginrummy_desktop/views/pile_views.py" line="+209"/>
        <source>Discard pile</source>
        <translation>Aflegstapel</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <location line="+55"/>
        <source>Discards: %n</source>
        <translation>
            <numerusform>Afgelegd: %n</numerusform>
            <numerusform>Afgelegd: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Top card: %1</source>
        <translation>Bovenste kaart: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the upcard</source>
        <translation>Open kaart nemen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard the chosen card of your hand here</source>
        <translation>De gekozen kaart uit uw hand hier afleggen</translation>
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
        <location filename="../ginrummy_desktop/views/dialogs.py" line="+141"/>
        <location line="+74"/>
        <source>Hand result</source>
        <translation>Uitslag van de ronde</translation>
    </message>
    <message>
        <location line="-52"/>
        <location line="+54"/>
        <source>Next hand</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+29"/>
        <source>Look at the table</source>
        <translation>Naar de tafel kijken</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Review this hand</source>
        <translation>Deze ronde nabespreken</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <source>Game summary</source>
        <translation>Overzicht van het spel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last hand</source>
        <translation>Laatste ronde</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/review_texts.py" line="-279"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take the upcard</source>
        <translation>de open kaart nemen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw from the stock</source>
        <translation>van de trekstapel trekken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>go gin, discarding the %1</source>
        <translation>gin melden en de %1 afleggen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knock, discarding the %1</source>
        <translation>kloppen en de %1 afleggen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard the %1</source>
        <translation>de %1 afleggen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lay off the %1 on meld %2</source>
        <translation>de %1 aanleggen bij combinatie %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stop laying off</source>
        <translation>stoppen met aanleggen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>passing the %1</source>
        <translation>het passen op de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>taking the %1</source>
        <translation>het nemen van de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the draw from the stock</source>
        <translation>het trekken van de trekstapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the knock with the %1</source>
        <translation>het kloppen met de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the discard of the %1</source>
        <translation>het afleggen van de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lay-off of the %1</source>
        <translation>het aanleggen van de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the end of your lay-offs</source>
        <translation>het stoppen met aanleggen</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>You had no decision to make in this hand.</source>
        <translation>U had in deze ronde niets te beslissen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The costliest was %1, on move %2.</source>
        <translation>Het duurst was %1, bij zet %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The coach plays the computer as %1 plays: it knocks as soon as it may.</source>
        <translation>In de delingen van de coach speelt de computer zoals niveau „%1”: hij klopt zodra het mag.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The coach plays the computer as %1 plays: it waits for gin.</source>
        <translation>In de delingen van de coach speelt de computer zoals niveau „%1”: hij wacht op gin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The coach plays the computer as a player who may wait for gin rather than knock.</source>
        <translation>In de delingen van de coach kan de computer op gin wachten in plaats van te kloppen.</translation>
    </message>
</context>
<context>
    <name>ReviewLauncher</name>
    <message>
        <location filename="../ginrummy_desktop/views/review_launcher.py" line="+71"/>
        <source>This hand of the history cannot be read: %1</source>
        <translation>Deze ronde uit de geschiedenis kan niet worden gelezen: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no finished hand to review yet.</source>
        <translation>Er is nog geen uitgespeelde ronde om na te bespreken.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open a hand</source>
        <translation>Ronde openen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Tekstbestanden (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+7"/>
        <source>it is not a file</source>
        <translation>het is geen bestand</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>it is far too large for a hand</source>
        <translation>het is veel te groot voor een ronde</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The file %1 is not text.</source>
        <translation>Het bestand %1 bevat geen tekst.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>The file %1 cannot be read: %2.</source>
        <translation>Het bestand %1 kan niet worden gelezen: %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This text is not a hand the game can open. %1</source>
        <translation>Deze tekst is geen ronde die het spel kan openen. %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This hand cannot be replayed. %1</source>
        <translation>Deze ronde kan niet opnieuw worden afgespeeld. %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>ReviewModel</name>
    <message>
        <location filename="../ginrummy_desktop/models/review_model.py" line="+95"/>
        <source>You dealt.</source>
        <translation>U deelde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer dealt.</source>
        <translation>De computer deelde.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Move</source>
        <translation>Zet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened</source>
        <translation>Wat er gebeurde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not judged</source>
        <translation>niet beoordeeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as the coach</source>
        <translation>als de coach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as good</source>
        <translation>even goed</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points per hand below the coach&apos;s choice: about %1 (± %2).</source>
        <translation>Punten per ronde minder dan met de keuze van de coach: ongeveer %1 (± %2).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not your decision</source>
        <translation>niet uw beslissing</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/i18n/review_texts.py" line="-27"/>
        <source>None of your decisions cost clearly more than a point per hand (%n judged).</source>
        <translation>
            <numerusform>Geen van uw beslissingen kostte duidelijk meer dan een punt per ronde (%n beoordeeld).</numerusform>
            <numerusform>Geen van uw beslissingen kostte duidelijk meer dan een punt per ronde (%n beoordeeld).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Costly decisions: %n; together they cost about %1 in points per hand.</source>
        <translation>
            <numerusform>Dure beslissingen: %n; die kostte ongeveer %1 punten per ronde.</numerusform>
            <numerusform>Dure beslissingen: %n; samen kostten die ongeveer %1 punten per ronde.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../ginrummy_desktop/views/review_window.py" line="+468"/>
        <source>The coach is judging your decisions: %1 of %2</source>
        <translation>De coach beoordeelt uw beslissingen: %1 van %2</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>Stock: %n cards</source>
        <translation>
            <numerusform>Trekstapel: %n kaart</numerusform>
            <numerusform>Trekstapel: %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Discard pile: %n cards</source>
        <translation>
            <numerusform>Aflegstapel: %n kaart</numerusform>
            <numerusform>Aflegstapel: %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You</source>
        <translation>U</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The computer</source>
        <translation>De computer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dealer</source>
        <translation>deler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>knocked</source>
        <translation>klopte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deadwood %1</source>
        <translation>losse kaarten: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Laid off by the other player</source>
        <translation>Aangelegd door de andere speler</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The deal. Step through the hand with the arrow keys or the slider; the coach judges each of your decisions.</source>
        <translation>Het delen. Loop met de pijltjestoetsen of de schuifregelaar door de ronde; de coach beoordeelt elk van uw beslissingen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move %1: %2</source>
        <translation>Zet %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer&apos;s move.</source>
        <translation>Een zet van de computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You had no choice here.</source>
        <translation>Hier had u geen keuze.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach could not judge this decision.</source>
        <translation>De coach kon deze beslissing niet beoordelen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach is still judging this decision…</source>
        <translation>De coach beoordeelt deze beslissing nog…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Your choice: %1. %2</source>
        <translation>Uw keuze: %1. %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The coach cannot judge this one: the stock was nearly empty.</source>
        <translation>Deze kan de coach niet beoordelen: de trekstapel was bijna op.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your choice is just as good.</source>
        <translation>Uw keuze is even goed.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost in points in this hand: exactly %1.</source>
        <translation>Kosten in punten in deze ronde: precies %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Cost in points per hand: about %1 (± %2, from %n sampled deals).</source>
        <translation>
            <numerusform>Kosten in punten per ronde: ongeveer %1 (± %2, over %n gesimuleerde deling).</numerusform>
            <numerusform>Kosten in punten per ronde: ongeveer %1 (± %2, over %n gesimuleerde delingen).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A costly decision.</source>
        <translation>Een dure beslissing.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Within the coach&apos;s uncertainty: not a clear mistake.</source>
        <translation>Binnen de onzekerheid van de coach: geen duidelijke fout.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The summary follows when every decision is judged.</source>
        <translation>De samenvatting volgt als elke beslissing is beoordeeld.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Coach: %1</source>
        <translation>Coach: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The hand&apos;s text is on the clipboard.</source>
        <translation>De tekst van de ronde staat op het klembord.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the hand as text</source>
        <translation>Ronde als tekst opslaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand-%1.txt</source>
        <translation>ronde-%1.txt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text files (*.txt)</source>
        <translation>Tekstbestanden (*.txt)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The hand could not be saved: %1.</source>
        <translation>De ronde kon niet worden opgeslagen: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved as %1</source>
        <translation>Opgeslagen als %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This hand was recorded without a sealed deck: its deal cannot be checked.</source>
        <translation>Deze ronde is opgeslagen zonder verzegeld kaartspel: het delen kan niet worden gecontroleerd.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✗ The deal does not match the deck sealed before it (fingerprint %1).</source>
        <translation>✗ Het delen past niet bij het kaartspel dat ervoor werd verzegeld (vingerafdruk %1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ Deal verified: sealed before the deal as %1, reshuffled by your phrase.</source>
        <translation>✓ Delen gecontroleerd: vóór het delen verzegeld als %1, geschud met uw zin.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ Deal verified: sealed before the deal as %1, reshuffled by a phrase.</source>
        <translation>✓ Delen gecontroleerd: vóór het delen verzegeld als %1, geschud met een zin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✓ Deal verified: sealed before the deal as %1.</source>
        <translation>✓ Delen gecontroleerd: vóór het delen verzegeld als %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The deal&apos;s check</source>
        <translation>Controle van het delen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Commitment (SHA-256): %1</source>
        <translation>Vastlegging (SHA-256): %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anyone can check the saved hand again with: ginrummy-desktop --verify FILE</source>
        <translation>Iedereen kan de opgeslagen ronde opnieuw controleren met: ginrummy-desktop --verify BESTAND</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Review of hand %1</source>
        <translation>Nabespreking van ronde %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>against %1</source>
        <translation>niveau %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal chec&amp;k…</source>
        <translation>Delen contro&amp;leren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every check of the deal against its sealed deck</source>
        <translation>Elke controle van het delen tegen het verzegelde kaartspel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Deal</source>
        <translation>&amp;Begin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous</source>
        <translation>&amp;Vorige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next</source>
        <translation>V&amp;olgende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;End</source>
        <translation>&amp;Einde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next &amp;costly decision</source>
        <translation>Volgende d&amp;ure beslissing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the deal (Home)</source>
        <translation>Terug naar het delen (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left arrow)</source>
        <translation>Eén zet terug (pijl naar links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move on (Right arrow)</source>
        <translation>Eén zet verder (pijl naar rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the hand (End)</source>
        <translation>Het einde van de ronde (End)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next decision the coach marked as costly (F3)</source>
        <translation>De volgende beslissing die de coach duur vond (F3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy as &amp;text</source>
        <translation>Als &amp;tekst kopiëren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save as text…</source>
        <translation>Als tekst op&amp;slaan…</translation>
    </message>
    <message>
        <location line="-35"/>
        <location line="+36"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>The coach&apos;s choice: %1. %2</source>
        <translation>Keuze van de coach: %1. %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose as the coach would.</source>
        <translation>U koos zoals de coach zou kiezen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your choice is as good as the coach&apos;s.</source>
        <translation>Uw keuze is even goed als die van de coach.</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>Coach (the same evaluation as the Hint)</source>
        <translation>Coach (dezelfde beoordeling als de tip)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move</source>
        <translation>Zet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of the hand</source>
        <translation>Zetten van de ronde</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/rules_text.py" line="+42"/>
        <source>Gin Rummy</source>
        <translation>Gin rummy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant played: two players · in this variant, knock instead of draw · knock limit 10 · version %1</source>
        <translation>Gespeelde variant: twee spelers · kloppen in plaats van trekken in deze variant · limiet 10 · versie %1</translation>
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
        <translation>De ronde eindigt met kloppen of gin, of wanneer de trekstapel nog maar twee kaarten heeft zonder dat er geklopt is.</translation>
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
        <translation>Computerspelers gebruiken alleen hun hand, openbare kaarten, de toegestane geschiedenis en de geldige acties die het spel hun aanreikt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Easy keeps complete melds and discards its highest unmatched card.</source>
        <translation>Makkelijk houdt complete combinaties en legt de losse kaart met de hoogste waarde af.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Normal finds the best meld arrangement and, from the visible history, avoids discards that help the opponent.</source>
        <translation>Normaal berekent de beste verdeling in combinaties en vermijdt nuttige kaarten af te leggen die de tegenstander kunnen helpen, op basis van de zichtbare geschiedenis.</translation>
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
        <location filename="../ginrummy_desktop/views/dialogs.py" line="+259"/>
        <location line="+3"/>
        <location line="+132"/>
        <source>Rules of Gin Rummy</source>
        <translation>Spelregels van Gin Rummy</translation>
    </message>
    <message>
        <location line="-129"/>
        <location line="+131"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="-121"/>
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
    <message>
        <location line="+9"/>
        <source>Playing with a screen reader</source>
        <translation>Spelen met een schermlezer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tab goes from your hand to the buttons of the moment, the guide&apos;s note, the stock, the discard pile, the knocker&apos;s melds, the sort buttons and the move log. Space or Enter on the stock draws; on the discard pile it takes the upcard, or throws the card chosen in your hand when you must discard; on a meld it lays that card off there.</source>
        <translation>Met Tab gaat u van uw hand naar de knoppen van dat moment, de notitie van de rondleiding, de trekstapel, de aflegstapel, de combinaties van de klopper, de sorteerknoppen en de zettenlijst. Spatie of Enter op de trekstapel trekt een kaart; op de aflegstapel neemt het de open kaart, of legt het de gekozen kaart uit uw hand af wanneer u moet afleggen; op een combinatie legt het die kaart daar aan.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You hear each move once as it is played, yours and the computer&apos;s (a card it draws from the stock is never named), then what to do now; a refused move at once, with the reason; the hand&apos;s result; the guide&apos;s notes. The computer&apos;s hand is told as a count and the cards it took from the pile.</source>
        <translation>U hoort elke zet één keer, wanneer hij gespeeld wordt, die van u en die van de computer (een kaart die hij van de trekstapel trekt wordt nooit genoemd), en dan wat u nu moet doen; een geweigerde zet meteen, met de reden; de uitslag van de ronde; de notities van de rondleiding. Van de hand van de computer hoort u hoeveel kaarten hij heeft en welke hij van de aflegstapel nam.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tested through the AT-SPI accessibility bus (the one Orca reads) under X11; Orca itself and Wayland have not been tried yet.</source>
        <translation>Getest via de AT-SPI-toegankelijkheidsbus (die Orca leest) onder X11; Orca zelf en Wayland zijn nog niet geprobeerd.</translation>
    </message>
</context>
<context>
    <name>RulesNote</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/rules_text.py" line="+17"/>
        <source>This table: a knock never replaces the draw. Every turn begins with a card from the stock or the discard pile, and you knock with the discard that ends the turn.</source>
        <translation>Aan deze tafel: kloppen komt nooit in plaats van trekken. Elke beurt begint met een kaart van de trekstapel of de aflegstapel, en u klopt met de kaart die u aan het eind van de beurt aflegt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This table: the hand is drawn as soon as a turn ends without a knock and only two cards are left in the stock.</source>
        <translation>Aan deze tafel: de ronde is onbeslist zodra een beurt zonder kloppen eindigt en er nog maar twee kaarten op de trekstapel liggen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This table: the defender may also take cards out of their own melds to lay them off.</source>
        <translation>Aan deze tafel: de verdediger mag ook kaarten uit zijn eigen combinaties halen om ze aan te leggen.</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>This table: the target is a setting, and this game goes to %n points.</source>
        <translation>
            <numerusform>Aan deze tafel: het doel is een instelling, en dit spel gaat tot %n punt.</numerusform>
            <numerusform>Aan deze tafel: het doel is een instelling, en dit spel gaat tot %n punten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This table: the cards show %1-%2-%3.</source>
        <translation>Aan deze tafel: de kaarten tonen %1-%2-%3.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../ginrummy_desktop/models/score_model.py" line="+67"/>
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
        <translation>Uw punten</translation>
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
        <location filename="../ginrummy_desktop/views/dialogs.py" line="-298"/>
        <location filename="../ginrummy_desktop/views/score_sheet.py" line="+64"/>
        <source>Score sheet</source>
        <translation>Scorelijst</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location filename="../ginrummy_desktop/views/score_sheet.py" line="+1"/>
        <source>Totals</source>
        <translation>Totalen</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ginrummy_desktop/views/dialogs.py" line="+29"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Big Gin and Oklahoma are not played at this table: an eleven-card gin still discards a card and scores as a normal gin, and the knock limit is always 10.</source>
        <translation>Big Gin en Oklahoma worden aan deze tafel niet gespeeld: met gin uit elf kaarten legt u toch een kaart af en dat telt als gewone gin, en de kloplimiet is altijd 10.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not played:</source>
        <translation>Niet gespeeld:</translation>
    </message>
    <message>
        <location line="+21"/>
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
        <location line="-77"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location line="+20"/>
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
        <location line="+10"/>
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
        <location line="+5"/>
        <source>International card letters (J, Q, K, A)</source>
        <translation>Internationale kaartletters (J, Q, K, A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Without it, the cards print the letters of the game&apos;s language.</source>
        <translation>Anders tonen de kaarten de letters van de taal van het spel (B, V, H, A).</translation>
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
        <location line="+1"/>
        <source>Card sounds</source>
        <translation>Kaartgeluiden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sound volume</source>
        <translation>Geluidsvolume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume:</source>
        <translation>Volume:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No sound device was found: card sounds are off for this session.</source>
        <translation>Geen geluidsapparaat gevonden: de kaartgeluiden staan deze sessie uit.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Any words of your own</source>
        <translation>Willekeurige woorden van uzelf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your phrase for the deal</source>
        <translation>Uw zin voor het delen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your phrase for the deal:</source>
        <translation>Uw zin voor het delen:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mixed into each deal after its deck is sealed, so the game alone cannot choose your cards. Hand files keep only a digest of it.</source>
        <translation>Wordt bij elk delen door het kaartspel gemengd nadat dat is verzegeld, zodat het spel uw kaarten niet alleen kan kiezen. Rondebestanden bewaren er alleen een hash van.</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location line="-345"/>
        <source>Both hands</source>
        <translation>Beide handen</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="-184"/>
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
        <location filename="../ginrummy_desktop/views/stats_dialog.py" line="+47"/>
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
        <location line="+2"/>
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
        <location filename="../ginrummy_desktop/models/piles.py" line="+61"/>
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
        <location filename="../ginrummy_desktop/views/pile_views.py" line="-81"/>
        <source>Stock</source>
        <translation>Trekstapel</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Stock: %n</source>
        <translation>
            <numerusform>Trekstapel: %n</numerusform>
            <numerusform>Trekstapel: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw from the stock</source>
        <translation>Van de trekstapel trekken</translation>
    </message>
</context>
<context>
    <name>TableRules</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/rules_text.py" line="+31"/>
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
        <translation>De bonussen tellen nooit mee voor de score waarnaar gespeeld wordt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The first dealer is chosen at random; the non-dealer always acts first.</source>
        <translation>De eerste deler wordt door het lot bepaald; de niet-deler is altijd als eerste aan de beurt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The variant line&apos;s “knock instead of draw” does not let anyone skip the draw: every turn begins with a card from the stock or the discard pile, and a knock is made with the discard that ends the turn.</source>
        <translation>„Kloppen in plaats van trekken” in de regel over de variant betekent niet dat iemand het trekken mag overslaan: elke beurt begint met een kaart van de trekstapel of de aflegstapel, en er wordt geklopt met de afgelegde kaart die de beurt beëindigt.</translation>
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
        <location filename="../ginrummy_desktop/views/table.py" line="+375"/>
        <source>What to do now</source>
        <translation>Wat nu te doen</translation>
    </message>
    <message>
        <location line="-22"/>
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
        <translation>Van de trekstapel trekken (S)</translation>
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
        <location line="+243"/>
        <source>Confirm knock (Enter)</source>
        <translation>Kloppen bevestigen (Enter)</translation>
    </message>
    <message>
        <location line="-242"/>
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
        <location line="+248"/>
        <source>Next hand (N)</source>
        <translation>Volgende ronde (N)</translation>
    </message>
    <message>
        <location line="-247"/>
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
        <location line="+405"/>
        <source>Sort:</source>
        <translation>Sorteren:</translation>
    </message>
    <message>
        <location line="-403"/>
        <source>Melds</source>
        <translation>Combinaties</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+8"/>
        <source>Moves of this hand</source>
        <translation>Zetten van deze ronde</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>See every card in the discard pile and who threw it</source>
        <translation>Bekijk elke kaart op de aflegstapel en wie hem aflegde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last move or hint</source>
        <translation>Laatste zet of tip</translation>
    </message>
    <message>
        <location line="+105"/>
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
        <location line="+114"/>
        <source>Confirm gin (Enter)</source>
        <translation>Gin bevestigen (Enter)</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location line="+30"/>
        <source>Deadwood: %1</source>
        <translation>Waarde losse kaarten: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood: %1 · after your best discard: %2</source>
        <translation>Waarde losse kaarten: %1 · na de beste afgelegde kaart: %2</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Your own order · sort:</source>
        <translation>Eigen volgorde · sorteren:</translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message>
        <location filename="../ginrummy_desktop/review/verify.py" line="+32"/>
        <source>The hand carries its sealed deck and nonce.</source>
        <translation>De ronde bevat haar verzegelde kaartspel en nonce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The revealed deck and nonce give the fingerprint shown before the deal, %1.</source>
        <translation>Het onthulde kaartspel en de nonce geven de vingerafdruk die vóór het delen werd getoond, %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A phrase was mixed in: the cards were dealt from the sealed deck reshuffled by it. Only the phrase itself can show that it was yours.</source>
        <translation>Er is een zin door gemengd: de kaarten zijn gedeeld van het verzegelde kaartspel, daarmee opnieuw geschud. Alleen de zin zelf kan laten zien dat het de uwe was.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No phrase was mixed in: the cards were dealt from the sealed deck itself, so a phrase you had set was not used.</source>
        <translation>Er is geen zin door gemengd: de kaarten zijn rechtstreeks van het verzegelde kaartspel gedeeld, dus een zin die u had ingesteld, is niet gebruikt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your ten cards were the ones dealt to you.</source>
        <translation>Uw tien kaarten zijn de kaarten die aan u zijn gedeeld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer&apos;s ten cards were the ones dealt to it.</source>
        <translation>De tien kaarten van de computer zijn de kaarten die aan hem zijn gedeeld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The upcard and the stock lay in the deck&apos;s order.</source>
        <translation>De open kaart en de trekstapel lagen in de volgorde van het kaartspel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every card drawn from the stock (%1) came off that deck in order.</source>
        <translation>Elke kaart die van de trekstapel is getrokken (%1), kwam op volgorde van dat kaartspel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The phrase mixed in is the one you gave.</source>
        <translation>De zin die erdoor is gemengd, is de zin die u opgaf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand carries no sealed deck: there is nothing to check it against.</source>
        <translation>De ronde bevat geen verzegeld kaartspel: er is niets om haar tegen te controleren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The revealed deck and nonce do not give the fingerprint shown before the deal, %1.</source>
        <translation>Het onthulde kaartspel en de nonce geven niet de vingerafdruk die vóór het delen werd getoond, %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your cards are not the ones the sealed deck deals to you.</source>
        <translation>Uw kaarten zijn niet de kaarten die het verzegelde kaartspel aan u deelt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer&apos;s cards are not the ones the sealed deck deals to it.</source>
        <translation>De kaarten van de computer zijn niet de kaarten die het verzegelde kaartspel aan hem deelt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The upcard or the stock is not in the order of the sealed deck.</source>
        <translation>De open kaart of de trekstapel ligt niet in de volgorde van het verzegelde kaartspel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw %1 from the stock was the %2, but the sealed deck&apos;s next card is the %3.</source>
        <translation>Trekking %1 van de trekstapel was de %2, maar de volgende kaart van het verzegelde kaartspel is de %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The moves cannot be played from the sealed deck.</source>
        <translation>De zetten kunnen niet vanuit het verzegelde kaartspel worden gespeeld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phrase mixed in is not the one you gave.</source>
        <translation>De zin die erdoor is gemengd, is niet de zin die u opgaf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verified: this deal was fixed before the hand began, and nobody changed it.</source>
        <translation>Gecontroleerd: dit delen lag vast voordat de ronde begon, en niemand heeft het veranderd.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not verified: this hand does not match the deck sealed before the deal.</source>
        <translation>Niet gecontroleerd: deze ronde past niet bij het kaartspel dat vóór het delen werd verzegeld.</translation>
    </message>
</context>
</TS>
