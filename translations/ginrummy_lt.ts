<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="lt_LT">
<context>
    <name>CardFaces</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/card_faces.py" line="+17"/>
        <source>A</source>
        <translation>T</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J</source>
        <translation>V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K</source>
        <translation>K</translation>
    </message>
</context>
<context>
    <name>CardGroups</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="+242"/>
        <source>Meld</source>
        <translation>Kombinacija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadwood: %1</source>
        <translation>Nesujungtų kortų vertė: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laid off</source>
        <translation>Pridėta</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/cards.py" line="+40"/>
        <source>Ace of spades</source>
        <translation>pikų tūzas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of spades</source>
        <translation>pikų dvejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of spades</source>
        <translation>pikų trejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of spades</source>
        <translation>pikų ketvertas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of spades</source>
        <translation>pikų penketas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of spades</source>
        <translation>pikų šešetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of spades</source>
        <translation>pikų septynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of spades</source>
        <translation>pikų aštuonetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of spades</source>
        <translation>pikų devynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of spades</source>
        <translation>pikų dešimtukas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of spades</source>
        <translation>pikų valetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of spades</source>
        <translation>pikų dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of spades</source>
        <translation>pikų karalius</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of hearts</source>
        <translation>širdžių tūzas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of hearts</source>
        <translation>širdžių dvejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of hearts</source>
        <translation>širdžių trejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of hearts</source>
        <translation>širdžių ketvertas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of hearts</source>
        <translation>širdžių penketas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of hearts</source>
        <translation>širdžių šešetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of hearts</source>
        <translation>širdžių septynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of hearts</source>
        <translation>širdžių aštuonetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of hearts</source>
        <translation>širdžių devynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of hearts</source>
        <translation>širdžių dešimtukas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of hearts</source>
        <translation>širdžių valetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of hearts</source>
        <translation>širdžių dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of hearts</source>
        <translation>širdžių karalius</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of diamonds</source>
        <translation>būgnų tūzas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of diamonds</source>
        <translation>būgnų dvejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of diamonds</source>
        <translation>būgnų trejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of diamonds</source>
        <translation>būgnų ketvertas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of diamonds</source>
        <translation>būgnų penketas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of diamonds</source>
        <translation>būgnų šešetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of diamonds</source>
        <translation>būgnų septynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of diamonds</source>
        <translation>būgnų aštuonetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of diamonds</source>
        <translation>būgnų devynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of diamonds</source>
        <translation>būgnų dešimtukas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of diamonds</source>
        <translation>būgnų valetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of diamonds</source>
        <translation>būgnų dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of diamonds</source>
        <translation>būgnų karalius</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of clubs</source>
        <translation>kryžių tūzas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of clubs</source>
        <translation>kryžių dvejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of clubs</source>
        <translation>kryžių trejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of clubs</source>
        <translation>kryžių ketvertas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of clubs</source>
        <translation>kryžių penketas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of clubs</source>
        <translation>kryžių šešetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of clubs</source>
        <translation>kryžių septynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of clubs</source>
        <translation>kryžių aštuonetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of clubs</source>
        <translation>kryžių devynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of clubs</source>
        <translation>kryžių dešimtukas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of clubs</source>
        <translation>kryžių valetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of clubs</source>
        <translation>kryžių dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of clubs</source>
        <translation>kryžių karalius</translation>
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
        <translation>pikų tūzą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of spades</source>
        <translation>pikų dvejetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of spades</source>
        <translation>pikų trejetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of spades</source>
        <translation>pikų ketvertą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of spades</source>
        <translation>pikų penketą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of spades</source>
        <translation>pikų šešetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of spades</source>
        <translation>pikų septynetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of spades</source>
        <translation>pikų aštuonetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of spades</source>
        <translation>pikų devynetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of spades</source>
        <translation>pikų dešimtuką</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of spades</source>
        <translation>pikų valetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of spades</source>
        <translation>pikų damą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of spades</source>
        <translation>pikų karalių</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of hearts</source>
        <translation>širdžių tūzą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of hearts</source>
        <translation>širdžių dvejetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of hearts</source>
        <translation>širdžių trejetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of hearts</source>
        <translation>širdžių ketvertą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of hearts</source>
        <translation>širdžių penketą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of hearts</source>
        <translation>širdžių šešetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of hearts</source>
        <translation>širdžių septynetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of hearts</source>
        <translation>širdžių aštuonetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of hearts</source>
        <translation>širdžių devynetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of hearts</source>
        <translation>širdžių dešimtuką</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of hearts</source>
        <translation>širdžių valetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of hearts</source>
        <translation>širdžių damą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of hearts</source>
        <translation>širdžių karalių</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of diamonds</source>
        <translation>būgnų tūzą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of diamonds</source>
        <translation>būgnų dvejetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of diamonds</source>
        <translation>būgnų trejetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of diamonds</source>
        <translation>būgnų ketvertą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of diamonds</source>
        <translation>būgnų penketą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of diamonds</source>
        <translation>būgnų šešetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of diamonds</source>
        <translation>būgnų septynetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of diamonds</source>
        <translation>būgnų aštuonetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of diamonds</source>
        <translation>būgnų devynetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of diamonds</source>
        <translation>būgnų dešimtuką</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of diamonds</source>
        <translation>būgnų valetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of diamonds</source>
        <translation>būgnų damą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of diamonds</source>
        <translation>būgnų karalių</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of clubs</source>
        <translation>kryžių tūzą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of clubs</source>
        <translation>kryžių dvejetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of clubs</source>
        <translation>kryžių trejetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of clubs</source>
        <translation>kryžių ketvertą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of clubs</source>
        <translation>kryžių penketą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of clubs</source>
        <translation>kryžių šešetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of clubs</source>
        <translation>kryžių septynetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of clubs</source>
        <translation>kryžių aštuonetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of clubs</source>
        <translation>kryžių devynetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of clubs</source>
        <translation>kryžių dešimtuką</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of clubs</source>
        <translation>kryžių valetą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of clubs</source>
        <translation>kryžių damą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of clubs</source>
        <translation>kryžių karalių</translation>
    </message>
</context>
<context>
    <name>CardsGenitive</name>
    <message>
        <location line="+5"/>
        <source>Ace of spades</source>
        <translation>pikų tūzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of spades</source>
        <translation>pikų dvejeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of spades</source>
        <translation>pikų trejeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of spades</source>
        <translation>pikų ketverto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of spades</source>
        <translation>pikų penketo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of spades</source>
        <translation>pikų šešeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of spades</source>
        <translation>pikų septyneto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of spades</source>
        <translation>pikų aštuoneto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of spades</source>
        <translation>pikų devyneto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of spades</source>
        <translation>pikų dešimtuko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of spades</source>
        <translation>pikų valeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of spades</source>
        <translation>pikų damos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of spades</source>
        <translation>pikų karaliaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of hearts</source>
        <translation>širdžių tūzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of hearts</source>
        <translation>širdžių dvejeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of hearts</source>
        <translation>širdžių trejeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of hearts</source>
        <translation>širdžių ketverto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of hearts</source>
        <translation>širdžių penketo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of hearts</source>
        <translation>širdžių šešeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of hearts</source>
        <translation>širdžių septyneto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of hearts</source>
        <translation>širdžių aštuoneto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of hearts</source>
        <translation>širdžių devyneto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of hearts</source>
        <translation>širdžių dešimtuko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of hearts</source>
        <translation>širdžių valeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of hearts</source>
        <translation>širdžių damos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of hearts</source>
        <translation>širdžių karaliaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of diamonds</source>
        <translation>būgnų tūzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of diamonds</source>
        <translation>būgnų dvejeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of diamonds</source>
        <translation>būgnų trejeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of diamonds</source>
        <translation>būgnų ketverto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of diamonds</source>
        <translation>būgnų penketo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of diamonds</source>
        <translation>būgnų šešeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of diamonds</source>
        <translation>būgnų septyneto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of diamonds</source>
        <translation>būgnų aštuoneto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of diamonds</source>
        <translation>būgnų devyneto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of diamonds</source>
        <translation>būgnų dešimtuko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of diamonds</source>
        <translation>būgnų valeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of diamonds</source>
        <translation>būgnų damos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of diamonds</source>
        <translation>būgnų karaliaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of clubs</source>
        <translation>kryžių tūzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of clubs</source>
        <translation>kryžių dvejeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of clubs</source>
        <translation>kryžių trejeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of clubs</source>
        <translation>kryžių ketverto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of clubs</source>
        <translation>kryžių penketo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of clubs</source>
        <translation>kryžių šešeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of clubs</source>
        <translation>kryžių septyneto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of clubs</source>
        <translation>kryžių aštuoneto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of clubs</source>
        <translation>kryžių devyneto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of clubs</source>
        <translation>kryžių dešimtuko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of clubs</source>
        <translation>kryžių valeto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of clubs</source>
        <translation>kryžių damos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of clubs</source>
        <translation>kryžių karaliaus</translation>
    </message>
</context>
<context>
    <name>CoachReason</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/review_texts.py" line="+106"/>
        <source>The %1 completes a meld: after the best discard the deadwood is %2.</source>
        <translation>Paėmus %1, susidaro kombinacija: išmetus geriausią kortą, nesujungtų kortų vertė būtų %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 lowers the deadwood to %2 after the best discard.</source>
        <translation>Paėmus %1 ir išmetus geriausią kortą, nesujungtų kortų vertė sumažėtų iki %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Taking the %1 shows the opponent what you collect, and the deadwood would be %2.</source>
        <translation>Paėmę %1, parodytumėte varžovui, ką renkate, o nesujungtų kortų vertė būtų %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leaving the %1 and drawing blind gives nothing away (deadwood now %2).</source>
        <translation>Palikus %1 ir traukiant iš kaladės, varžovas nieko nesužino (nesujungtų kortų vertė dabar %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Passing the %1 keeps the deadwood at %2 and gives nothing away.</source>
        <translation>Praleidus %1, nesujungtų kortų vertė lieka %2, o varžovas nieko nesužino.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discarding the %1 leaves no deadwood at all: gin.</source>
        <translation>Išmetus %1, nesujungtų kortų nelieka: gin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A knock with deadwood %2 wins in %3 of the sampled deals.</source>
        <translation>Stukterėjus, kai nesujungtų kortų vertė %2, laimima %3 modeliuotų dalijimų.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A knock with deadwood %2 is undercut in %3 of the sampled deals.</source>
        <translation>Stukterėjus, kai nesujungtų kortų vertė %2, undercut įvyksta %3 modeliuotų dalijimų.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A knock with deadwood %2 is undercut in about %3 of the sampled deals; playing on keeps the chance of gin.</source>
        <translation>Stukterėjus, kai nesujungtų kortų vertė %2, undercut įvyksta apie %3 modeliuotų dalijimų; žaidžiant toliau, gin dar įmanomas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A knock now with deadwood %2 wins in %3 of the sampled deals; playing on, the opponent scores in %8.</source>
        <translation>Stukterėjus dabar, kai nesujungtų kortų vertė %2, laimima %3 modeliuotų dalijimų; žaidžiant toliau, varžovas taškų gauna %8 dalijimų.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chance that the opponent can meld the card: about %3 for this one, about %8 for yours (%7).</source>
        <translation>Tikimybė, kad varžovas kortą panaudos kombinacijai: šios – apie %3, jūsiškės (%7) – apie %8.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Deadwood left: %2 with this discard, %6 with yours (%7).</source>
        <translation>Nesujungtų kortų vertė po šio išmetimo: %2, po jūsiškio (%7): %6.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards that would improve your hand: %4 after this discard, %6 after yours (%7).</source>
        <translation>Kortų, kurios pagerintų jūsų ranką: po šio išmetimo %4, po jūsiškio (%7) %6.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taking it lowers your deadwood from %6 to %2.</source>
        <translation>Paėmus šią kortą, nesujungtų kortų vertė sumažėja nuo %6 iki %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Taking it would not lower your deadwood below %2, and it shows the opponent what you collect.</source>
        <translation>Paėmus atverstą kortą, nesujungtų kortų vertė nesumažėtų žemiau %2, o varžovas pamatytų, ką renkate.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Played out over %4 sampled deals, this choice scores more points per hand than yours.</source>
        <translation>Sužaidus modeliuotus dalijimus (iš viso %4), šis pasirinkimas per dalijimą surenka daugiau taškų nei jūsiškis.</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Not knocking yet: throwing the %1 leaves deadwood %2 and keeps the chance of gin.</source>
        <translation>Dar nestukterėti: išmetus %1, nesujungtų kortų vertė bus %2, o gin dar įmanomas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 belongs to one of your melds; throwing it leaves deadwood %2.</source>
        <translation>Išmetus %1, suardoma viena jūsų kombinacija, o nesujungtų kortų vertė bus %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opponent could meld the %1: a chance of about %3.</source>
        <translation>Varžovas galėtų panaudoti %1 kombinacijai: tikimybė apie %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throwing the %1 spoils a run that could still grow at both ends.</source>
        <translation>Išmetus %1, suardoma seka, kuri dar galėjo augti iš abiejų galų.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throwing the %1 keeps a run draw open at both ends.</source>
        <translation>Išmetus %1, seka dar gali augti iš abiejų galų.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 is safe: the opponent is unlikely to use it (deadwood %2).</source>
        <translation>Išmesti %1 saugu – varžovui ši korta greičiausiai nepravers (nesujungtų kortų vertė %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throwing the %1 leaves deadwood %2.</source>
        <translation>Išmetus %1, nesujungtų kortų vertė bus %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 fits the knocker&apos;s meld %5, so it no longer counts against you.</source>
        <translation>Pridėjus %1 prie stukterėjusio žaidėjo kombinacijos nr. %5, šios kortos taškai jums nebeskaičiuojami.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing more fits the knocker&apos;s melds; your deadwood is %2.</source>
        <translation>Prie stukterėjusio žaidėjo kombinacijų nieko daugiau pridėti negalima; jūsų nesujungtų kortų vertė – %2.</translation>
    </message>
</context>
<context>
    <name>DealAnimation</name>
    <message>
        <location filename="../ginrummy_desktop/views/deal_animation.py" line="+197"/>
        <source>Dealing… click or press a key to see your cards now</source>
        <translation>Kortos dalijamos… Spustelėkite arba paspauskite klavišą, kad savo kortas pamatytumėte iš karto</translation>
    </message>
</context>
<context>
    <name>DealSeal</name>
    <message>
        <location filename="../ginrummy_desktop/controller/narrator.py" line="+78"/>
        <source>Deck sealed before the deal: fingerprint %1.</source>
        <translation>Kortų kaladė užantspauduota prieš dalijimą: kontrolinis kodas %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deck revealed, but it does not match the fingerprint %1.</source>
        <translation>Kaladė atskleista, bet ji neatitinka kontrolinio kodo %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deck revealed: it matches the fingerprint %1, your phrase was mixed in, and every card came off it in order.</source>
        <translation>Kaladė atskleista: ji atitinka kontrolinį kodą %1, jūsų frazė įmaišyta, ir visos kortos paimtos iš jos iš eilės.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deck revealed: it matches the fingerprint %1, and every card came off it in order.</source>
        <translation>Kaladė atskleista: ji atitinka kontrolinį kodą %1, ir visos kortos paimtos iš jos iš eilės.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The next game&apos;s first deck is sealed: fingerprint %1. A phrase you set in Settings now is mixed into it.</source>
        <translation>Kitos partijos pirmoji kaladė užantspauduota: kontrolinis kodas %1. Jei dabar nustatymuose įrašysite frazę, ji bus įmaišyta į šią kaladę.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Next deck sealed: fingerprint %1. A phrase you set in Settings now is mixed into it.</source>
        <translation>Kito dalijimo kaladė užantspauduota: kontrolinis kodas %1. Jei dabar nustatymuose įrašysite frazę, ji bus įmaišyta į šią kaladę.</translation>
    </message>
</context>
<context>
    <name>FileProblem</name>
    <message>
        <location filename="../ginrummy_desktop/controller/file_notices.py" line="+23"/>
        <source>The settings file %1 could not be used.</source>
        <translation>Nustatymų failo %1 naudoti nepavyko.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game %1 could not be loaded.</source>
        <translation>Įrašytos partijos %1 įkelti nepavyko.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand history %1 could not be read.</source>
        <translation>Dalijimų istorijos %1 perskaityti nepavyko.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics file %1 could not be read.</source>
        <translation>Statistikos failo %1 perskaityti nepavyko.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game starts with the default settings.</source>
        <translation>Žaidimas pradedamas naudojant numatytuosius nustatymus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game starts instead.</source>
        <translation>Vietoj jos pradedama nauja partija.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand history starts again, empty.</source>
        <translation>Dalijimų istorija pradedama iš naujo, tuščia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics start again from zero.</source>
        <translation>Statistika skaičiuojama iš naujo nuo nulio.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The system does not let the game read it.</source>
        <translation>Sistema neleidžia žaidimui jo perskaityti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A folder stands in its place.</source>
        <translation>Jo vietoje yra aplankas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A device or a pipe stands in its place, not a file.</source>
        <translation>Jo vietoje yra ne failas, o įrenginys arba kanalas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A link to another file stands in its place; the game does not follow it.</source>
        <translation>Jo vietoje yra nuoroda į kitą failą; žaidimas nuorodų neseka.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It is far too large to be a file of the game.</source>
        <translation>Jis per didelis, kad būtų žaidimo failas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is empty.</source>
        <translation>Jis tuščias.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not text.</source>
        <translation>Tai ne tekstas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It ends too early: writing it was probably cut short by a crash.</source>
        <translation>Jis baigiasi per anksti: jo rašymą tikriausiai nutraukė strigtis.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its contents are nested far too deeply.</source>
        <translation>Jo turinio įdėjimo gylis per didelis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It holds a number of a kind the game never writes.</source>
        <translation>Jame yra skaičius, kokio žaidimas niekada nerašo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not a file of this game.</source>
        <translation>Tai ne šio žaidimo failas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was written by a newer version of the game.</source>
        <translation>Jį įrašė naujesnė žaidimo versija.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was written by an older version of the game that this one no longer reads.</source>
        <translation>Jį įrašė senesnė žaidimo versija, kurios failų ši versija nebeskaito.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It holds a stored program object, which the game never runs.</source>
        <translation>Jame yra įrašytas programos objektas, o tokių žaidimas niekada nevykdo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It was sealed with the game&apos;s key, which is missing or damaged, so it cannot be checked.</source>
        <translation>Jis užantspauduotas žaidimo raktu, kurio nėra arba kuris sugadintas, todėl jo patikrinti neįmanoma.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It is an earlier copy, older than what the game has already counted, so it is not used again.</source>
        <translation>Tai ankstesnė kopija, senesnė už tai, ką žaidimas jau įskaičiavo, todėl ji dar kartą nenaudojama.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It does not match its own check line: it was damaged or edited.</source>
        <translation>Jis neatitinka savo kontrolinės eilutės: jis buvo sugadintas arba pakeistas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was changed outside the game, or it comes from another installation.</source>
        <translation>Jis buvo pakeistas ne žaidime arba atkeliavo iš kito įdiegimo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The value of %1 is not one the game can use.</source>
        <translation>Reikšmės %1 žaidimas naudoti negali.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its contents are damaged or impossible.</source>
        <translation>Jo turinys sugadintas arba neįmanomas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file was kept as %1.</source>
        <translation>Failas išsaugotas kaip %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It could not be moved aside, so the game will not write over it.</source>
        <translation>Jo perkelti į šalį nepavyko, todėl žaidimas jo neperrašys.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game is not allowed to write in the folder %1.</source>
        <translation>Žaidimui neleidžiama rašyti į aplanką %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk that holds the folder %1 is full.</source>
        <translation>Diskas, kuriame yra aplankas %1, pilnas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The folder %1 is on a disk that cannot be written.</source>
        <translation>Aplankas %1 yra diske, į kurį rašyti negalima.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing can be written in the folder %1.</source>
        <translation>Į aplanką %1 nieko įrašyti negalima.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You can play on, but the game in progress, the statistics and the settings will not be kept.</source>
        <translation>Žaisti galite toliau, bet pradėta partija, statistika ir nustatymai nebus išsaugoti.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game&apos;s key %1 cannot be read: the system does not let the game read it. It was left as it is, and no saved game, statistics or hand history will be written until it can be read again.</source>
        <translation>Žaidimo rakto %1 perskaityti nepavyksta: sistema neleidžia žaidimui jo perskaityti. Jis paliktas toks, koks yra, ir nei įrašyta partija, nei statistika, nei dalijimų istorija nebus rašomos, kol jo vėl nebus galima perskaityti.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game&apos;s key %1 was damaged. It was kept as %2 and a new key was made; files sealed with the old key cannot be checked any more.</source>
        <translation>Žaidimo raktas %1 buvo sugadintas. Jis išsaugotas kaip %2 ir sukurtas naujas raktas; senuoju raktu užantspauduotų failų patikrinti nebeįmanoma.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game in progress that the statistics count could not go on, so it counts as lost, like a game given up for a new one.</source>
        <translation>Statistikoje įskaičiuotos pradėtos partijos tęsti nepavyko, todėl ji laikoma pralaimėta, kaip ir partija, nutraukta dėl naujos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Gin Rummy is already open with the data folder %1. Switch to that window to play on, or close it before starting the game again.</source>
        <translation>Gin Rummy jau atvertas ir naudoja duomenų aplanką %1. Žaiskite tame lange arba jį uždarykite ir tik tada paleiskite žaidimą iš naujo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game keeps a log for bug reports in %1.</source>
        <translation>Žaidimo žurnalas, kurį galite pridėti prie pranešimo apie klaidą, yra %1.</translation>
    </message>
</context>
<context>
    <name>FirstGameGuide</name>
    <message>
        <location filename="../ginrummy_desktop/views/guide.py" line="+291"/>
        <source>This is the discard pile. Its top card is the upcard: take it if it helps your hand (click it, drag it into your hand, or press U), or pass (P).</source>
        <translation>Tai numestų kortų krūva. Viršutinė jos korta – atversta korta: imkite ją, jei ji tinka jūsų rankai (spustelėkite ją, nutempkite į ranką arba paspauskite U), arba praleiskite (P).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is the stock. Each turn starts with a card from the stock (click it, drag it into your hand, or press S) or the top card of the discard pile.</source>
        <translation>Tai traukimo kaladė. Kiekvienas ėjimas prasideda korta iš kaladės (spustelėkite ją, nutempkite į ranką arba paspauskite S) arba viršutine numestų kortų krūvos korta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your hand. The card you just drew has a gold star. Now throw one card: drag it onto the discard pile, double-click it, or go to it with the arrows and press Enter. Drag cards (or Shift+arrows) to arrange them your way.</source>
        <translation>Jūsų ranka. Ką tik ištraukta korta pažymėta auksine žvaigžde. Dabar išmeskite vieną kortą: nutempkite ją ant krūvos, spustelėkite ją dukart arba pasirinkite rodyklėmis ir paspauskite Enter. Kortas galite išsidėlioti savaip – tempdami arba Shift+rodyklėmis.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards that form a meld — three or more of a rank, or a run of three or more in one suit — share a coloured bracket and mark under them. Melds cost nothing at the end of a hand.</source>
        <translation>Kortos, sudarančios kombinaciją – tris ar daugiau tos pačios vertės arba trijų ar daugiau iš eilės tos pačios masties seką, – po savimi turi bendrą spalvotą skliaustą ir ženklą. Kombinacijos dalijimo pabaigoje taškų nekainuoja.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deadwood is what the cards outside your melds are worth (face cards 10, aces 1). Keep it low: once a discard leaves 10 or less, you may knock.</source>
        <translation>Nesujungtų kortų vertė – tai kortų, nepatekusių į kombinacijas, taškai (figūrinės kortos po 10, tūzai po 1). Stenkitės, kad ji būtų maža: kai išmetus kortą lieka 10 ar mažiau, galite stukterėti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may knock now: press Knock (K), click the lit card to throw, and confirm. Your melds go down and the lower deadwood wins the hand. No deadwood at all is gin (G), worth a bonus.</source>
        <translation>Dabar galite stukterėti: paspauskite „Stukterėti“ (K), spustelėkite paryškintą kortą, kurią išmesite, ir patvirtinkite. Jūsų kombinacijos atidengiamos, o dalijimą laimi mažesnė nesujungtų kortų vertė. Jei nesujungtų kortų visai nėra – tai gin (G) su premija.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer knocked and laid its melds down here. Drag your cards that fit its melds onto them (or press L for the best lay-offs): they no longer count against you. Then press Done (D).</source>
        <translation>Kompiuteris stukterėjo ir čia atidengė savo kombinacijas. Nutempkite ant jų savo kortas, kurios prie jų tinka (arba paspauskite L – bus pridėtos geriausios): jų taškai jums nebeskaičiuojami. Tada paspauskite „Baigti“ (D).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>First game</source>
        <translation>Pirmoji partija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Got it (Space)</source>
        <translation>Supratau (tarpas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip the guide</source>
        <translation>Praleisti vedlį</translation>
    </message>
</context>
<context>
    <name>Formats</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/formats.py" line="+25"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../ginrummy_desktop/views/game_over.py" line="+42"/>
        <source>Game over</source>
        <translation>Partija baigta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You won the game, %1 to %2!</source>
        <translation>Laimėjote partiją %1:%2!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer won the game, %2 to %1.</source>
        <translation>Partiją laimėjo kompiuteris, %2:%1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your statistics</source>
        <translation>Jūsų statistika</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play again</source>
        <translation>Žaisti dar kartą</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Game summary</source>
        <translation>Partijos suvestinė</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+36"/>
        <source>You</source>
        <translation>Jūs</translation>
    </message>
    <message>
        <location line="-35"/>
        <location line="+36"/>
        <source>Computer</source>
        <translation>Kompiuteris</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Points from hands</source>
        <translation>Taškai už dalijimus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game bonus, ×%1 for a shutout</source>
        <translation>Premija už partiją, ×%1 už sausą pergalę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game bonus</source>
        <translation>Premija už partiją</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Box bonus for hands won</source>
        <translation>Premija už laimėtus dalijimus</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Final score</source>
        <translation>Galutinis rezultatas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played without game bonuses.</source>
        <translation>Žaista be partijos premijų.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Hands won</source>
        <translation>Laimėta dalijimų</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gins</source>
        <translation>Gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocks</source>
        <translation>Stukterėjimai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercuts</source>
        <translation>Undercut</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hands played: %1 (drawn: %2) against %3.</source>
        <translation>Sužaista dalijimų: %1 (lygiųjų: %2), varžovas: %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your best hand was hand %1: +%2. %3.</source>
        <translation>Jūsų geriausias dalijimas – Nr. %1: +%2. %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You won no hand in this game.</source>
        <translation>Šioje partijoje nelaimėjote nė vieno dalijimo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time played: under a minute.</source>
        <translation>Žaista mažiau nei minutę.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Time played: %n min.</source>
        <translation>
            <numerusform>Žaista: %n min.</numerusform>
            <numerusform>Žaista: %n min.</numerusform>
            <numerusform>Žaista: %n min.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>…and %n hands before.</source>
        <translation>
            <numerusform>…ir dar %n dalijimas prieš tai.</numerusform>
            <numerusform>…ir dar %n dalijimai prieš tai.</numerusform>
            <numerusform>…ir dar %n dalijimų prieš tai.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand %1: drawn (you %2, the computer %3).</source>
        <translation>Dalijimas %1: lygiosios (jūs %2, kompiuteris %3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hand %1: %2, +%3 (you %4, the computer %5).</source>
        <translation>Dalijimas %1: %2, +%3 (jūs %4, kompiuteris %5).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This game is not counted in the statistics.</source>
        <translation>Ši partija į statistiką neįskaičiuojama.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against %1:</source>
        <translation>Prieš varžovą „%1“:</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <location filename="../ginrummy_desktop/models/hand_model.py" line="+273"/>
        <source>%1, picked to knock with</source>
        <translation>%1, pasirinkta išmesti stukterint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, can be thrown to knock</source>
        <translation>%1, galima išmesti stukterint</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, in a run</source>
        <translation>%1, sekoje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, in a set</source>
        <translation>%1, grupėje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, deadwood</source>
        <translation>%1 – nesujungta korta</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <location filename="../ginrummy_desktop/views/hand_view.py" line="+156"/>
        <source>run</source>
        <translation>seka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set</source>
        <translation>grupė</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Your hand</source>
        <translation>Jūsų ranka</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="-120"/>
        <source>It fits your melds: after your best discard your deadwood would be %2.</source>
        <translation>Ji tinka jūsų kombinacijoms: išmetus geriausią kortą, nesujungtų kortų vertė būtų %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It joins no meld yet, but after your best discard your deadwood would fall to %2.</source>
        <translation>Ji dar neįeina į kombinaciją, bet išmetus geriausią kortą nesujungtų kortų vertė sumažėtų iki %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It joins no meld (deadwood %2 after your best discard), yet in the coach&apos;s deals it beats a stock draw.</source>
        <translation>Ji neįeina į kombinaciją (nesujungtų kortų vertė būtų %2), bet trenerio dalijimuose ji geresnė už kortą iš kaladės.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It joins no meld (deadwood %2 after your best discard), yet in the coach&apos;s deals taking it beats passing.</source>
        <translation>Ji neįeina į kombinaciją (nesujungtų kortų vertė būtų %2), bet trenerio dalijimuose ją paimti geriau nei praleisti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %1 does not help your melds; your deadwood stays %2.</source>
        <translation>Paėmus %1, jūsų kombinacijos nepagerėtų; nesujungtų kortų vertė lieka %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Taking the %1 would lower your deadwood (%2) too little to be worth showing the computer what you collect.</source>
        <translation>Paėmus %1 iš krūvos, nesujungtų kortų vertė (%2) sumažėtų per mažai, kad būtų verta atskleisti varžovui, ką renkate.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both players passed the first upcard, so the stock is the only draw.</source>
        <translation>Abu žaidėjai praleido pirmąją atverstą kortą, todėl traukti galima tik iš kaladės.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That leaves you deadwood %2.</source>
        <translation>Tada nesujungtų kortų vertė bus %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That leaves you deadwood %2, and the computer is unlikely to use it.</source>
        <translation>Tada nesujungtų kortų vertė bus %2, o kompiuteriui ši korta greičiausiai nepravers.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That leaves you deadwood %2; a discard leaving less would feed the computer a meld in about %3 of the deals.</source>
        <translation>Tada nesujungtų kortų vertė bus %2; išmetus kortą, po kurios ji būtų mažesnė, kompiuteris tą kortą panaudotų kombinacijai maždaug %3 dalijimų.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That leaves you deadwood %2: not the least, but more unseen cards would improve your hand.</source>
        <translation>Tada nesujungtų kortų vertė bus %2 – ne mažiausia, bet daugiau nematytų kortų galėtų pagerinti jūsų kortas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That leaves you deadwood %2: not the least, but in the coach&apos;s deals it scores more per hand.</source>
        <translation>Tada nesujungtų kortų vertė bus %2 – ne mažiausia, bet trenerio dalijimuose taip surenkama daugiau taškų.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your deadwood would be %2: knock while it is low.</source>
        <translation>Nesujungtų kortų vertė būtų %2: stukterėkite, kol ji maža.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on for gin: a knock with deadwood %2 is undercut in about %3 of the deals the coach sees.</source>
        <translation>Žaiskite toliau siekdami gin: stukterėjus, kai nesujungtų kortų vertė %2, undercut įvyksta apie %3 trenerio modeliuotų dalijimų.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let the hand be drawn: a knock with deadwood %2 is undercut in about %3 of the deals the coach sees.</source>
        <translation>Leiskite dalijimui baigtis lygiosiomis: stukterėjus, kai nesujungtų kortų vertė %2, undercut įvyksta apie %3 trenerio modeliuotų dalijimų.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You could knock with deadwood %2, but in the coach&apos;s deals playing on scores more per hand.</source>
        <translation>Galite stukterėti, kai nesujungtų kortų vertė %2, bet trenerio dalijimuose žaidžiant toliau surenkama daugiau taškų.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every other card is in a meld: that is gin.</source>
        <translation>Visos kitos kortos yra kombinacijose: tai gin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It extends one of the knocker&apos;s melds, so it no longer counts against you.</source>
        <translation>Ji papildo stukterėjusio žaidėjo kombinaciją, todėl jos taškai jums nebeskaičiuojami.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing more fits the knocker&apos;s melds; your deadwood is %2.</source>
        <translation>Prie stukterėjusio žaidėjo kombinacijų nieko daugiau pridėti negalima; jūsų nesujungtų kortų vertė – %2.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../ginrummy_desktop/views/history_dialog.py" line="+137"/>
        <source>Hand history</source>
        <translation>Dalijimų istorija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Games — the one in progress and the last 50:</source>
        <translation>&amp;Partijos – pradėta ir 50 paskutinių:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hands of the selected game:</source>
        <translation>Pasirinktos partijos &amp;dalijimai:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand has been finished yet. Every hand you finish is kept here.</source>
        <translation>Dar nebaigtas nė vienas dalijimas. Kiekvienas baigtas dalijimas išsaugomas čia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Review hand</source>
        <translation>Ap&amp;tarti dalijimą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open a hand from a file…</source>
        <translation>&amp;Atverti dalijimą iš failo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste a hand</source>
        <translation>Įk&amp;lijuoti dalijimą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Partijos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Dalijimai</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../ginrummy_desktop/models/history_model.py" line="+57"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Varžovas</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+73"/>
        <source>Result</source>
        <translation>Rezultatas</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Points (you – computer)</source>
        <translation>Taškai (jūs – kompiuteris)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Dalijimai</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Won</source>
        <translation>Laimėta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <translation>Pralaimėta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In progress</source>
        <translation>Vyksta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished</source>
        <translation>Nebaigta</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Hand</source>
        <translation>Dalijimas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points</source>
        <translation>Taškai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score after it</source>
        <translation>Rezultatas po dalijimo</translation>
    </message>
</context>
<context>
    <name>IllegalAction</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="-175"/>
        <source>It is not your turn.</source>
        <translation>Dabar ne jūsų ėjimas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand is over: no more moves until the next deal.</source>
        <translation>Dalijimas baigtas: ėjimų nebebus iki kito dalijimo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not a move in this game.</source>
        <translation>Tokio ėjimo šiame žaidime nėra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a card.</source>
        <translation>Tai ne korta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First take the upcard or pass.</source>
        <translation>Pirmiausia paimkite atverstą kortą arba praleiskite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both players passed the first upcard: draw from the stock.</source>
        <translation>Abu žaidėjai praleido pirmąją atverstą kortą: traukite iš kaladės.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Passing is only possible on the first upcard.</source>
        <translation>Praleisti galima tik pirmąją atverstą kortą.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw a card first, from the stock or the discard pile.</source>
        <translation>Pirmiausia paimkite kortą iš traukimo kaladės arba numestų kortų krūvos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You do not hold that card (%1).</source>
        <translation>Šios kortos (%1) jūs neturite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took that card (%1) from the discard pile this turn: it may not be discarded until a later turn.</source>
        <translation>Šią kortą (%1) paėmėte iš numestų kortų krūvos šiame ėjime: išmesti ją galėsite tik vėlesniame ėjime.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You cannot knock by discarding that card (%1): your deadwood would be %2, above the knock limit of %3.</source>
        <translation>Išmetę šią kortą (%1) stukterėti negalite: nesujungtų kortų vertė būtų %2, o riba – %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have drawn already: now discard a card, or knock.</source>
        <translation>Kortą jau paėmėte: dabar išmeskite kortą arba stukterėkite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard a card, or knock.</source>
        <translation>Išmeskite kortą arba stukterėkite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have drawn already: now discard a card.</source>
        <translation>Kortą jau paėmėte: dabar išmeskite kortą.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard a card.</source>
        <translation>Išmeskite kortą.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laying off comes only after the computer has knocked.</source>
        <translation>Kortas pridėti galima tik kompiuteriui stukterėjus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None of your cards fits the knocker&apos;s melds: press Done (D).</source>
        <translation>Nė viena jūsų korta netinka prie stukterėjusiojo kombinacijų: spauskite „Baigti“ (D).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such meld.</source>
        <translation>Tokios kombinacijos nėra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card (%1) does not fit on that meld: a set takes its fourth card, a run the next card at either end.</source>
        <translation>Ši korta (%1) netinka prie šios kombinacijos: prie grupės dedama ketvirtoji korta, prie sekos – gretima korta bet kuriame gale.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay off on the knocker&apos;s melds, or press Done.</source>
        <translation>Pridėkite kortas prie stukterėjusiojo kombinacijų arba spauskite „Baigti“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The next hand can be dealt only when a hand is over.</source>
        <translation>Kitą dalijimą galima pradėti tik pasibaigus dabartiniam.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wait: it is the computer&apos;s turn.</source>
        <translation>Palaukite: dabar kompiuterio ėjimas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot knock now: no discard brings your deadwood to the limit.</source>
        <translation>Stukterėti dabar negalite: jokia išmesta korta nesumažina nesujungtų kortų vertės iki ribos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No discard leaves you with gin.</source>
        <translation>Kad ir kurią kortą išmestumėte, gin nesusidaro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocking with that card (%1) is not possible: pick a lit-up card.</source>
        <translation>Stukterėti išmetant šią kortą (%1) negalima: pasirinkite paryškintą kortą.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That card (%1) fits none of the knocker&apos;s melds.</source>
        <translation>Ši korta (%1) netinka prie jokios stukterėjusiojo kombinacijos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That card cannot be dropped there.</source>
        <translation>Šios kortos čia padėti negalima.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That move is not allowed now.</source>
        <translation>Šis ėjimas dabar negalimas.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location line="+4"/>
        <source>Random (practice)</source>
        <translation>Atsitiktinis (treniruotė)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Easy</source>
        <translation>Lengvas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Įprastas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Sudėtingas</translation>
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
        <translation>Ž&amp;aidimas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New game</source>
        <translation>&amp;Nauja partija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the next hand</source>
        <translation>Kitas dalijimas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet</source>
        <translation>Taškų lentelė</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last hand</source>
        <translation>Paskutinis dalijimas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings…</source>
        <translation>Nustatymai…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Išeiti</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>&amp;Play</source>
        <translation>Ė&amp;jimai</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Draw from the stock</source>
        <translation>Traukti iš kaladės</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the upcard</source>
        <translation>Imti atverstą kortą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Praleisti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock</source>
        <translation>Stukterėti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard or confirm</source>
        <translation>Išmesti arba patvirtinti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the knock</source>
        <translation>Atšaukti stukterėjimą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay off the best cards</source>
        <translation>Pridėti geriausias kortas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done laying off</source>
        <translation>Baigti pridėti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Patarimas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort by melds</source>
        <translation>Rikiuoti pagal kombinacijas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort by rank</source>
        <translation>Rikiuoti pagal vertę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort by suit</source>
        <translation>Rikiuoti pagal mastį</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>&amp;Help</source>
        <translation>Ž&amp;inynas</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;View</source>
        <translation>&amp;Rodymas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>History…</source>
        <translation>Istorija…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Move log</source>
        <translation>Ėjimų žurnalas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look through the discard pile</source>
        <translation>Peržiūrėti numestų kortų krūvą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Taisyklės</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First-game guide</source>
        <translation>Pirmosios partijos vedlys</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About</source>
        <translation>Apie</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Give up the game in progress and start a new one?</source>
        <translation>Nutraukti vykstančią partiją ir pradėti naują?</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+65"/>
        <source>A game given up counts as lost in your statistics.</source>
        <translation>Nutraukta partija statistikoje laikoma pralaimėta.</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Give up and start anew</source>
        <translation>Nutraukti ir pradėti iš naujo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep playing</source>
        <translation>Žaisti toliau</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Resume the game in progress?</source>
        <translation>Tęsti pradėtą partiją?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand %1 against %2: you %3, the computer %4.</source>
        <translation>Dalijimas %1, lygis: %2; jūs %3, kompiuteris %4.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Resume</source>
        <translation>Tęsti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nauja partija</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>OK</source>
        <translation>Gerai</translation>
    </message>
    <message>
        <location line="+270"/>
        <source>About Gin Rummy</source>
        <translation>Apie Gin Rummy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Gin Rummy %1. Games won: %2 of %3.</source>
        <translation>Gin Rummy %1. Laimėta partijų: %2 iš %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two-player knock gin against a computer opponent that never sees your cards.</source>
        <translation>Gin rummy dviem žaidėjams su stukterėjimu prieš kompiuterį, kuris niekada nemato jūsų kortų.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>© 2026 The Gin Rummy desktop team. Released under the MIT License.</source>
        <translation>© 2026 Gin Rummy darbalaukio komanda. Platinama pagal MIT licenciją.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Python and Qt for Python (PySide6). The installed app also contains Qt (LGPL-3.0) and Python (PSF License); their notices are in its licenses folder.</source>
        <translation>Sukurta naudojant Python ir Qt for Python (PySide6). Įdiegtoje programoje taip pat yra Qt (LGPL-3.0) ir Python (PSF licencija); jų licencijų tekstai yra aplanke „licenses“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Lithuanian and Dutch rules come from the original rules cards. Card faces and the icon are drawn for this game.</source>
        <translation>Lietuviškos ir olandiškos taisyklės paimtos iš originalių taisyklių kortelių. Kortų piešiniai ir piktograma nupiešti šiam žaidimui.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A game counted in the statistics ends as a win or a loss: giving it up for a new game, choosing a new game at the resume question, or a saved game that is missing or damaged counts it as lost.</source>
        <translation>Į statistiką įskaičiuota partija baigiasi pergale arba pralaimėjimu: ji laikoma pralaimėta, jei ją nutraukiate dėl naujos partijos, jei paklausti, ar tęsti, pasirenkate naują partiją arba jei įrašytos partijos nėra ar ji sugadinta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
</context>
<context>
    <name>MeldModels</name>
    <message>
        <location filename="../ginrummy_desktop/models/melds_model.py" line="+67"/>
        <source>Run: %1</source>
        <translation>Seka: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set: %1</source>
        <translation>Grupė: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>laid off: %1</source>
        <translation>pridėta: %1</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>You (knocker)</source>
        <translation>Jūs (stukterėjęs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You (defender)</source>
        <translation>Jūs (besiginantis)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer (knocker)</source>
        <translation>Kompiuteris (stukterėjęs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer (defender)</source>
        <translation>Kompiuteris (besiginantis)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Meld: %1</source>
        <translation>Kombinacija: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laid off: %1</source>
        <translation>Pridėta: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadwood: %1</source>
        <translation>Nesujungtos kortos: %1</translation>
    </message>
</context>
<context>
    <name>MeldsView</name>
    <message>
        <location filename="../ginrummy_desktop/views/melds_view.py" line="+98"/>
        <source>The knocker&apos;s melds</source>
        <translation>Stukterėjusiojo kombinacijos</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/moves.py" line="+24"/>
        <source>You passed.</source>
        <translation>Praleidote.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer passed.</source>
        <translation>Kompiuteris praleido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You took the %1 from the pile.</source>
        <translation>Paėmėte %1 iš krūvos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer took the %1 from the pile.</source>
        <translation>Kompiuteris paėmė %1 iš krūvos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drew from the stock.</source>
        <translation>Ištraukėte kortą iš kaladės.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer drew from the stock.</source>
        <translation>Kompiuteris ištraukė kortą iš kaladės.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drew the %1 from the stock.</source>
        <translation>Ištraukėte %1 iš kaladės.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer drew the %1 from the stock.</source>
        <translation>Kompiuteris ištraukė %1 iš kaladės.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You went gin, discarding the %1.</source>
        <translation>Paskelbėte gin ir išmetėte %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer went gin, discarding the %1.</source>
        <translation>Kompiuteris paskelbė gin ir išmetė %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You knocked, discarding the %1.</source>
        <translation>Stukterėjote ir išmetėte %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer knocked, discarding the %1.</source>
        <translation>Kompiuteris stukterėjo ir išmetė %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You discarded the %1.</source>
        <translation>Išmetėte %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer discarded the %1.</source>
        <translation>Kompiuteris išmetė %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You laid off the %1.</source>
        <translation>Pridėjote %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer laid off the %1.</source>
        <translation>Kompiuteris pridėjo %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You laid off the %1 on meld %2.</source>
        <translation>Pridėjote %1 prie kombinacijos nr. %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer laid off the %1 on meld %2.</source>
        <translation>Kompiuteris pridėjo %1 prie kombinacijos nr. %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You finished laying off.</source>
        <translation>Baigėte pridėti kortas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer finished laying off.</source>
        <translation>Kompiuteris baigė pridėti kortas.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../ginrummy_desktop/controller/narrator.py" line="+19"/>
        <source>You won the game! Start a new game when you are ready.</source>
        <translation>Laimėjote partiją! Pradėkite naują, kai būsite pasiruošę.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer won the game. Start a new game when you are ready.</source>
        <translation>Partiją laimėjo kompiuteris. Pradėkite naują, kai būsite pasiruošę.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stock down to two: the hand is drawn. Deal the next hand.</source>
        <translation>Kaladėje liko dvi kortos: lygiosios. Pradėkite kitą dalijimą.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won the hand: +%n. Deal the next hand.</source>
        <translation>
            <numerusform>Laimėjote dalijimą: +%n taškas. Pradėkite kitą dalijimą.</numerusform>
            <numerusform>Laimėjote dalijimą: +%n taškai. Pradėkite kitą dalijimą.</numerusform>
            <numerusform>Laimėjote dalijimą: +%n taškų. Pradėkite kitą dalijimą.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The computer won the hand: +%n. Deal the next hand.</source>
        <translation>
            <numerusform>Dalijimą laimėjo kompiuteris: +%n taškas. Pradėkite kitą dalijimą.</numerusform>
            <numerusform>Dalijimą laimėjo kompiuteris: +%n taškai. Pradėkite kitą dalijimą.</numerusform>
            <numerusform>Dalijimą laimėjo kompiuteris: +%n taškų. Pradėkite kitą dalijimą.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer is laying off on your melds…</source>
        <translation>Kompiuteris prideda kortas prie jūsų kombinacijų…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer decides whether to take the upcard…</source>
        <translation>Kompiuteris sprendžia, ar imti atverstą kortą…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer is playing…</source>
        <translation>Kompiuteris žaidžia…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take the upcard or pass</source>
        <translation>Imkite atverstą kortą arba praleiskite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both passed the upcard: draw from the stock</source>
        <translation>Abu žaidėjai praleido: traukite iš kaladės</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from the stock or the discard pile</source>
        <translation>Traukite iš kaladės arba imkite iš krūvos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go gin by discarding the %1? Press Confirm gin (Enter), or pick another lit card.</source>
        <translation>Skelbti gin išmetant šią kortą (%1)? Spauskite „Patvirtinti gin“ (Enter) arba pasirinkite kitą paryškintą kortą.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click a lit card to discard it as you go gin (or Enter on it); Esc cancels.</source>
        <translation>Spustelėkite paryškintą kortą, kurią išmesite skelbdami gin (arba pažymėkite ją ir paspauskite Enter); Esc – atšaukti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Knock by discarding the %1? Press Confirm knock (Enter), or pick another lit card.</source>
        <translation>Stukterėti išmetant %1? Spauskite „Patvirtinti“ (Enter) arba pasirinkite kitą paryškintą kortą.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click a lit card to discard it as you knock (or Enter on it); Esc cancels.</source>
        <translation>Spustelėkite paryškintą kortą, kurią išmesite stukterėdami (arba pažymėkite ją ir paspauskite Enter); Esc – atšaukti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard a card — or go gin</source>
        <translation>Išmeskite kortą – arba skelbkite gin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard a card — or knock</source>
        <translation>Išmeskite kortą – arba stukterėkite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard a card</source>
        <translation>Išmeskite kortą</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay off on the knocker&apos;s melds, then press Done</source>
        <translation>Pridėkite kortas prie stukterėjusiojo kombinacijų ir spauskite „Baigti“</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: take the upcard</source>
        <translation>Patarimas: imkite atverstą kortą</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: pass</source>
        <translation>Patarimas: praleiskite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: draw from the stock</source>
        <translation>Patarimas: traukite iš kaladės</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: go gin, discarding the %1</source>
        <translation>Patarimas: skelbkite gin ir išmeskite %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: knock, discarding the %1</source>
        <translation>Patarimas: stukterėkite ir išmeskite %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: discard the %1</source>
        <translation>Patarimas: išmeskite %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: lay off the %1</source>
        <translation>Patarimas: pridėkite %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: you are done laying off — press Done</source>
        <translation>Patarimas: pridėti nebėra ką – spauskite „Baigti“</translation>
    </message>
</context>
<context>
    <name>Notation</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/review_texts.py" line="+135"/>
        <source>The text is empty.</source>
        <translation>Tekstas tuščias.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The text is far too long for one hand.</source>
        <translation>Tekstas per ilgas vienam dalijimui.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The text holds characters no hand has.</source>
        <translation>Tekste yra simbolių, kurių dalijimo įraše būti negali.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1 is far too long.</source>
        <translation>Eilutė %1 per ilga.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a Gin Rummy hand: line %1 should read “%2”.</source>
        <translation>Tai ne Gin Rummy dalijimas: eilutėje %1 turėtų būti „%2“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand was written by a newer version of the game (notation %2).</source>
        <translation>Dalijimas užrašytas naujesne žaidimo versija (užrašymo versija %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line %1 is neither part of the deal nor a move.</source>
        <translation>Eilutė %1 nėra nei dalijimo dalis, nei ėjimas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1 gives “%2” a second time.</source>
        <translation>Eilutėje %1 antrą kartą nurodyta „%2“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1 is out of place: the deal comes first, then the moves, then the result.</source>
        <translation>Eilutė %1 ne savo vietoje: pirmiausia dalijimas, tada ėjimai, tada rezultatas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line %1: no hand has that many moves.</source>
        <translation>Eilutė %1: jokiame dalijime nebūna tiek ėjimų.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1 is numbered %2, but it is move %3.</source>
        <translation>Eilutė %1 pažymėta numeriu %2, bet tai ėjimas nr. %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand has no “%2” line.</source>
        <translation>Dalijime nėra eilutės „%2“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: “%2” is not a card (write the rank, then the suit: TD, 7H, AS).</source>
        <translation>Eilutė %1: „%2“ nėra korta (rašykite vertę, tada mastį: TD, 7H, AS).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line %1: “%2” is not P or C.</source>
        <translation>Eilutė %1: „%2“ nėra nei P, nei C.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: each player is dealt 10 cards, not %2.</source>
        <translation>Eilutė %1: kiekvienam žaidėjui dalijama dešimt kortų, ne %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: there is exactly one upcard.</source>
        <translation>Eilutė %1: atversta korta turi būti lygiai viena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: the %2 appears twice.</source>
        <translation>Eilutė %1: ši korta (%2) nurodyta du kartus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: “%2” is not a rule this game knows.</source>
        <translation>Eilutė %1: „%2“ – šiam žaidimui nežinoma taisyklė.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: these rules cannot be played.</source>
        <translation>Eilutė %1: pagal šias taisykles žaisti negalima.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: the date is written year-month-day hours:minutes.</source>
        <translation>Eilutė %1: data rašoma taip: metai-mėnuo-diena valandos:minutės.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line %1: “%2” is not a computer level.</source>
        <translation>Eilutė %1: „%2“ nėra kompiuterio lygis.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: “%2” needs a whole number.</source>
        <translation>Eilutė %1: „%2“ turi būti sveikasis skaičius.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: the scores are written “P 34, C 12”.</source>
        <translation>Eilutė %1: rezultatas rašomas taip: „P 34, C 12“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: “%2” is not a move of this game.</source>
        <translation>Eilutė %1: „%2“ nėra šio žaidimo ėjimas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: a lay-off names a meld from 1 on.</source>
        <translation>Eilutė %1: pridedant kortą nurodomas kombinacijos numeris nuo 1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: move %2 is %3&apos;s turn, not %4&apos;s.</source>
        <translation>Eilutė %1: ėjimą nr. %2 daro %3, ne %4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: move %2 takes the %3, not the %4.</source>
        <translation>Eilutė %1: ėjimu nr. %2 paimama ši korta: %3 (ne %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: move %2 is not allowed: %3</source>
        <translation>Eilutė %1: ėjimas nr. %2 neleidžiamas: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: move %2 comes after the hand ended.</source>
        <translation>Eilutė %1: ėjimas nr. %2 eina po dalijimo pabaigos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The moves stop before the hand is over.</source>
        <translation>Ėjimai baigiasi anksčiau nei dalijimas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: the result is written like “C knock 16”, “P gin 37” or “drawn”.</source>
        <translation>Eilutė %1: rezultatas rašomas taip: „C knock 16“, „P gin 37“ arba „drawn“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line %1: the moves lead to “%2”, not to the result written, “%3”.</source>
        <translation>Eilutė %1: ėjimai veda į rezultatą „%2“, o ne į užrašytą „%3“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal is not the 52 cards of one deck.</source>
        <translation>Išdalytos kortos nėra 52 vienos kaladės kortos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer must be P or C.</source>
        <translation>Dalintojas turi būti P arba C.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: the deal&apos;s seal line “%2” is damaged.</source>
        <translation>%1 eilutė: dalijimo antspaudo eilutė „%2“ sugadinta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The text cannot be read as a hand.</source>
        <translation>Teksto nepavyksta perskaityti kaip dalijimo.</translation>
    </message>
</context>
<context>
    <name>OpponentView</name>
    <message>
        <location filename="../ginrummy_desktop/views/opponent_view.py" line="+39"/>
        <source>The computer&apos;s hand</source>
        <translation>Kompiuterio ranka</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Face up: %1</source>
        <translation>Atverstos kortos: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Cards in hand: %n</source>
        <translation>
            <numerusform>Rankoje %n korta</numerusform>
            <numerusform>Rankoje %n kortos</numerusform>
            <numerusform>Rankoje %n kortų</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken from the discard pile: %1</source>
        <translation>Paimtos iš krūvos: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+100"/>
        <source>Computer&apos;s hand: %n</source>
        <translation>
            <numerusform>Kompiuterio ranka: %n korta</numerusform>
            <numerusform>Kompiuterio ranka: %n kortos</numerusform>
            <numerusform>Kompiuterio ranka: %n kortų</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thinking</source>
        <translation>galvoja</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="+169"/>
        <source>You went gin</source>
        <translation>Jūs paskelbėte gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer went gin</source>
        <translation>Kompiuteris paskelbė gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You knocked and won</source>
        <translation>Stukterėjote ir laimėjote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer knocked and won</source>
        <translation>Kompiuteris stukterėjo ir laimėjo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You undercut the computer</source>
        <translation>Undercut: laimėjote jūs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer undercut you</source>
        <translation>Undercut: laimėjo kompiuteris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn hand</source>
        <translation>Lygiosios</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No score: the stock ran down to two cards.</source>
        <translation>Taškų nėra: traukimo kaladėje liko dvi kortos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Defender&apos;s deadwood %1 + %2 gin bonus = %3</source>
        <translation>Besiginančiojo nesujungtų kortų vertė %1 + %2 už gin = %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Knocker&apos;s deadwood %1 − defender&apos;s %2 = %3, + %4 undercut = %5</source>
        <translation>Stukterėjusiojo nesujungtų kortų vertė %1 − besiginančiojo %2 = %3, + %4 už undercut = %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Defender&apos;s deadwood %1 − knocker&apos;s %2 = %3</source>
        <translation>Besiginančiojo nesujungtų kortų vertė %1 − stukterėjusiojo %2 = %3</translation>
    </message>
</context>
<context>
    <name>OutcomeInSentence</name>
    <message>
        <location line="-50"/>
        <source>you went gin</source>
        <translation>paskelbėte gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the computer went gin</source>
        <translation>kompiuteris paskelbė gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you knocked and won</source>
        <translation>stukterėjote ir laimėjote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the computer knocked and won</source>
        <translation>kompiuteris stukterėjo ir laimėjo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you undercut the computer</source>
        <translation>undercut – laimėjote jūs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the computer undercut you</source>
        <translation>undercut – laimėjo kompiuteris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a drawn hand</source>
        <translation>lygiosios</translation>
    </message>
</context>
<context>
    <name>PileBrowser</name>
    <message>
        <location filename="../ginrummy_desktop/views/pile_browser.py" line="+26"/>
        <location line="+15"/>
        <source>Discard pile</source>
        <translation>Numestų kortų krūva</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Bottom card first; the last one is on top. Under each card: who threw it.</source>
        <translation>Pirmoji – apatinė korta, paskutinė – viršuje. Po kiekviena korta parašyta, kas ją išmetė.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>upcard</source>
        <translation>atversta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>jūs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>computer</source>
        <translation>kompiuteris</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
</context>
<context>
    <name>PileModels</name>
    <message>
        <location filename="../ginrummy_desktop/models/piles.py" line="+43"/>
        <source>Discard pile, top card: %1</source>
        <translation>Numestų kortų krūva, viršutinė korta: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>dealt as the upcard</source>
        <translation>atversta dalijant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thrown by you</source>
        <translation>išmetėte jūs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thrown by the computer</source>
        <translation>išmetė kompiuteris</translation>
    </message>
</context>
<context>
    <name>PileView</name>
    <message>
        <location filename="../ginrummy_desktop/views/pile_views.py" line="+209"/>
        <source>Discard pile</source>
        <translation>Numestų kortų krūva</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <location line="+55"/>
        <source>Discards: %n</source>
        <translation>
            <numerusform>Krūvoje: %n</numerusform>
            <numerusform>Krūvoje: %n</numerusform>
            <numerusform>Krūvoje: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Top card: %1</source>
        <translation>Viršutinė korta: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the upcard</source>
        <translation>Imti atverstą kortą</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard the chosen card of your hand here</source>
        <translation>Išmesti čia pasirinktą savo rankos kortą</translation>
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
        <translation>Neįrašyti</translation>
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
    <name>ResultDialog</name>
    <message>
        <location filename="../ginrummy_desktop/views/dialogs.py" line="+141"/>
        <location line="+74"/>
        <source>Hand result</source>
        <translation>Dalijimo rezultatas</translation>
    </message>
    <message>
        <location line="-52"/>
        <location line="+54"/>
        <source>Next hand</source>
        <translation>Kitas dalijimas</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+29"/>
        <source>Look at the table</source>
        <translation>Žiūrėti į stalą</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Review this hand</source>
        <translation>Aptarti šį dalijimą</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Game over</source>
        <translation>Partija baigta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You won the game, %1 to %2!</source>
        <translation>Laimėjote partiją %1:%2!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer won the game, %2 to %1.</source>
        <translation>Partiją laimėjo kompiuteris, %2:%1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game summary</source>
        <translation>Partijos suvestinė</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last hand</source>
        <translation>Paskutinis dalijimas</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/review_texts.py" line="-279"/>
        <source>pass</source>
        <translation>praleisti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take the upcard</source>
        <translation>imti atverstą kortą</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw from the stock</source>
        <translation>traukti iš kaladės</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>go gin, discarding the %1</source>
        <translation>skelbti gin ir išmesti %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knock, discarding the %1</source>
        <translation>stukterėti ir išmesti %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard the %1</source>
        <translation>išmesti %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lay off the %1 on meld %2</source>
        <translation>pridėti %1 prie kombinacijos nr. %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stop laying off</source>
        <translation>baigti pridėti kortas</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>passing the %1</source>
        <translation>%1 praleidimas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>taking the %1</source>
        <translation>%1 paėmimas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the draw from the stock</source>
        <translation>traukimas iš kaladės</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the knock with the %1</source>
        <translation>stukterėjimas ir %1 išmetimas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the discard of the %1</source>
        <translation>%1 išmetimas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lay-off of the %1</source>
        <translation>%1 pridėjimas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the end of your lay-offs</source>
        <translation>kortų pridėjimo pabaiga</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>You had no decision to make in this hand.</source>
        <translation>Šiame dalijime jums nieko nereikėjo spręsti.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The costliest was %1, on move %2.</source>
        <translation>Brangiausiai kainavo ėjimas nr. %2 – %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The coach plays the computer as %1 plays: it knocks as soon as it may.</source>
        <translation>Trenerio dalijimuose kompiuteris žaidžia kaip lygio „%1“ varžovas: stukteri, kai tik gali.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The coach plays the computer as %1 plays: it waits for gin.</source>
        <translation>Trenerio dalijimuose kompiuteris žaidžia kaip lygio „%1“ varžovas: laukia gin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The coach plays the computer as a player who may wait for gin rather than knock.</source>
        <translation>Trenerio dalijimuose kompiuteris gali ne stukterėti, o laukti gin.</translation>
    </message>
</context>
<context>
    <name>ReviewLauncher</name>
    <message>
        <location filename="../ginrummy_desktop/views/review_launcher.py" line="+71"/>
        <source>This hand of the history cannot be read: %1</source>
        <translation>Šio istorijos dalijimo perskaityti nepavyksta: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is no finished hand to review yet.</source>
        <translation>Dar nėra baigto dalijimo, kurį būtų galima aptarti.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open a hand</source>
        <translation>Atverti dalijimą</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Tekstiniai failai (*.txt);;Visi failai (*)</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+7"/>
        <source>it is not a file</source>
        <translation>tai ne failas</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>it is far too large for a hand</source>
        <translation>jis per didelis dalijimo įrašui</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The file %1 is not text.</source>
        <translation>Failas %1 nėra tekstinis.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>The file %1 cannot be read: %2.</source>
        <translation>Failo %1 perskaityti nepavyksta: %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This text is not a hand the game can open. %1</source>
        <translation>Žaidimas negali atverti šio teksto kaip dalijimo. %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This hand cannot be replayed. %1</source>
        <translation>Šio dalijimo atkurti nepavyksta. %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>OK</source>
        <translation>Gerai</translation>
    </message>
</context>
<context>
    <name>ReviewModel</name>
    <message>
        <location filename="../ginrummy_desktop/models/review_model.py" line="+95"/>
        <source>You dealt.</source>
        <translation>Dalijote jūs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer dealt.</source>
        <translation>Dalijo kompiuteris.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Move</source>
        <translation>Ėjimas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened</source>
        <translation>Kas įvyko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach</source>
        <translation>Treneris</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not judged</source>
        <translation>neįvertinta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as the coach</source>
        <translation>kaip treneris</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as good</source>
        <translation>toks pat geras</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points per hand below the coach&apos;s choice: about %1 (± %2).</source>
        <translation>Prarasta taškų per dalijimą, palyginti su trenerio pasirinkimu: apie %1 (± %2).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start</source>
        <translation>Pradžia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not your decision</source>
        <translation>ne jūsų sprendimas</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/i18n/review_texts.py" line="-27"/>
        <source>None of your decisions cost clearly more than a point per hand (%n judged).</source>
        <translation>
            <numerusform>Nė vienas jūsų sprendimas nekainavo aiškiai daugiau nei taško per dalijimą (%n įvertintas sprendimas).</numerusform>
            <numerusform>Nė vienas jūsų sprendimas nekainavo aiškiai daugiau nei taško per dalijimą (%n įvertinti sprendimai).</numerusform>
            <numerusform>Nė vienas jūsų sprendimas nekainavo aiškiai daugiau nei taško per dalijimą (%n įvertintų sprendimų).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Costly decisions: %n; together they cost about %1 in points per hand.</source>
        <translation>
            <numerusform>Brangių sprendimų: %n; jų kaina iš viso – apie %1 taško per dalijimą.</numerusform>
            <numerusform>Brangių sprendimų: %n; jų kaina iš viso – apie %1 taško per dalijimą.</numerusform>
            <numerusform>Brangių sprendimų: %n; jų kaina iš viso – apie %1 taško per dalijimą.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../ginrummy_desktop/views/review_window.py" line="+468"/>
        <source>The coach is judging your decisions: %1 of %2</source>
        <translation>Treneris vertina jūsų sprendimus: %1 iš %2</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>Stock: %n cards</source>
        <translation>
            <numerusform>Kaladėje: %n korta</numerusform>
            <numerusform>Kaladėje: %n kortos</numerusform>
            <numerusform>Kaladėje: %n kortų</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Discard pile: %n cards</source>
        <translation>
            <numerusform>Krūvoje: %n korta</numerusform>
            <numerusform>Krūvoje: %n kortos</numerusform>
            <numerusform>Krūvoje: %n kortų</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You</source>
        <translation>Jūs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The computer</source>
        <translation>Kompiuteris</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>dealer</source>
        <translation>dalintojas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>knocked</source>
        <translation>stukterėjusysis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deadwood %1</source>
        <translation>nesujungtų kortų vertė %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Laid off by the other player</source>
        <translation>Pridėjo kitas žaidėjas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The deal. Step through the hand with the arrow keys or the slider; the coach judges each of your decisions.</source>
        <translation>Kortos išdalytos. Peržiūrėkite dalijimą ėjimas po ėjimo rodyklių klavišais arba slankikliu; treneris įvertina kiekvieną jūsų sprendimą.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move %1: %2</source>
        <translation>Ėjimas %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer&apos;s move.</source>
        <translation>Kompiuterio ėjimas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You had no choice here.</source>
        <translation>Čia neturėjote pasirinkimo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach could not judge this decision.</source>
        <translation>Treneriui nepavyko įvertinti šio sprendimo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach is still judging this decision…</source>
        <translation>Treneris dar vertina šį sprendimą…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Your choice: %1. %2</source>
        <translation>Jūsų pasirinkimas: %1. %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The coach cannot judge this one: the stock was nearly empty.</source>
        <translation>Šio sprendimo treneris įvertinti negali: kaladė buvo beveik tuščia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your choice is just as good.</source>
        <translation>Jūsų pasirinkimas ne prastesnis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost in points in this hand: exactly %1.</source>
        <translation>Kaina taškais šiame dalijime: lygiai %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Cost in points per hand: about %1 (± %2, from %n sampled deals).</source>
        <translation>
            <numerusform>Kaina taškais per dalijimą: apie %1 (± %2, pagal %n modeliuotą dalijimą).</numerusform>
            <numerusform>Kaina taškais per dalijimą: apie %1 (± %2, pagal %n modeliuotus dalijimus).</numerusform>
            <numerusform>Kaina taškais per dalijimą: apie %1 (± %2, pagal %n modeliuotų dalijimų).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A costly decision.</source>
        <translation>Brangus sprendimas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Within the coach&apos;s uncertainty: not a clear mistake.</source>
        <translation>Trenerio paklaidos ribose: ne akivaizdi klaida.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The summary follows when every decision is judged.</source>
        <translation>Santrauka bus pateikta, kai bus įvertinti visi sprendimai.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Coach: %1</source>
        <translation>Treneris: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The hand&apos;s text is on the clipboard.</source>
        <translation>Dalijimo tekstas nukopijuotas į iškarpinę.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the hand as text</source>
        <translation>Įrašyti dalijimą kaip tekstą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand-%1.txt</source>
        <translation>dalijimas-%1.txt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text files (*.txt)</source>
        <translation>Tekstiniai failai (*.txt)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The hand could not be saved: %1.</source>
        <translation>Dalijimo įrašyti nepavyko: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OK</source>
        <translation>Gerai</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved as %1</source>
        <translation>Įrašyta: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This hand was recorded without a sealed deck: its deal cannot be checked.</source>
        <translation>Šis dalijimas įrašytas be užantspauduotos kaladės: jo patikrinti negalima.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>✗ The deal does not match the deck sealed before it (fingerprint %1).</source>
        <translation>✗ Dalijimas neatitinka prieš jį užantspauduotos kaladės (kontrolinis kodas %1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ Deal verified: sealed before the deal as %1, reshuffled by your phrase.</source>
        <translation>✓ Dalijimas patikrintas: užantspauduotas prieš dalijimą kodu %1, sumaišytas pagal jūsų frazę.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>✓ Deal verified: sealed before the deal as %1, reshuffled by a phrase.</source>
        <translation>✓ Dalijimas patikrintas: užantspauduotas prieš dalijimą kodu %1, sumaišytas pagal frazę.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>✓ Deal verified: sealed before the deal as %1.</source>
        <translation>✓ Dalijimas patikrintas: užantspauduotas prieš dalijimą kodu %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The deal&apos;s check</source>
        <translation>Dalijimo patikra</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Commitment (SHA-256): %1</source>
        <translation>Įsipareigojimas (SHA-256): %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anyone can check the saved hand again with: ginrummy-desktop --verify FILE</source>
        <translation>Įrašytą dalijimą bet kas gali patikrinti dar kartą komanda: ginrummy-desktop --verify FAILAS</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Review of hand %1</source>
        <translation>Dalijimo %1 aptarimas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1</source>
        <translation>Dalijimas %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>against %1</source>
        <translation>lygis: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n taškas</numerusform>
            <numerusform>%n taškai</numerusform>
            <numerusform>%n taškų</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal chec&amp;k…</source>
        <translation>Dalijimo pati&amp;kra…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every check of the deal against its sealed deck</source>
        <translation>Visi dalijimo patikrinimai pagal užantspauduotą kaladę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Deal</source>
        <translation>Pra&amp;džia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous</source>
        <translation>&amp;Atgal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next</source>
        <translation>&amp;Pirmyn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;End</source>
        <translation>Pabai&amp;ga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next &amp;costly decision</source>
        <translation>Kitas &amp;brangus sprendimas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the deal (Home)</source>
        <translation>Atgal į dalijimo pradžią (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left arrow)</source>
        <translation>Vienu ėjimu atgal (rodyklė kairėn)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move on (Right arrow)</source>
        <translation>Vienu ėjimu pirmyn (rodyklė dešinėn)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the hand (End)</source>
        <translation>Dalijimo pabaiga (End)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next decision the coach marked as costly (F3)</source>
        <translation>Kitas sprendimas, kurį treneris pažymėjo kaip brangų (F3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy as &amp;text</source>
        <translation>Kopijuoti kaip &amp;tekstą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save as text…</source>
        <translation>Į&amp;rašyti kaip tekstą…</translation>
    </message>
    <message>
        <location line="-35"/>
        <location line="+36"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>The coach&apos;s choice: %1. %2</source>
        <translation>Trenerio pasirinkimas: %1. %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose as the coach would.</source>
        <translation>Pasirinkote taip, kaip pasirinktų treneris.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your choice is as good as the coach&apos;s.</source>
        <translation>Jūsų pasirinkimas toks pat geras kaip trenerio.</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>Coach (the same evaluation as the Hint)</source>
        <translation>Treneris (vertina taip pat kaip „Patarimas“)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move</source>
        <translation>Ėjimas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of the hand</source>
        <translation>Dalijimo ėjimai</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/rules_text.py" line="+42"/>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant played: two players · in this variant, knock instead of draw · knock limit 10 · version %1</source>
        <translation>Žaidžiamas variantas: du žaidėjai · šiame variante stukterėjimas vietoj traukimo · riba 10 · versija %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Goal</source>
        <translation>Tikslas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Form melds and lower the value of your unmatched cards (deadwood).</source>
        <translation>Sudaryti kombinacijas ir mažinti nesujungtų kortų vertę (deadwood).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Setup</source>
        <translation>Paruošimas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two players, 10 cards each; the next card is turned up and starts the discard pile.</source>
        <translation>2 žaidėjai, po 10 kortų; atversta korta pradeda numestų kortų krūvą.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Meld: a set of 3 or 4 cards of one rank, or a run of 3 or more consecutive cards of one suit.</source>
        <translation>Kombinacija: 3 arba 4 tos pačios vertės kortų grupė arba bent 3 iš eilės einančių tos pačios masties kortų seka.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ace is low only: Q-K-A is not a run.</source>
        <translation>Tik mažas tūzas; Q-K-A draudžiama.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadwood values: ace 1, 2–10 their face value, jack, queen and king 10.</source>
        <translation>Nesujungtų kortų vertė: tūzas 1, 2–10 – nominali vertė, figūrinės kortos 10.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A turn</source>
        <translation>Ėjimo arba raundo eiga</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On your turn, take the top card of the stock or of the discard pile.</source>
        <translation>Savo ėjimą imti viršutinę kortą iš traukimo kaladės arba numestų kortų krūvos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then discard one card; a card taken from the discard pile may not be discarded again at once.</source>
        <translation>Tada išmeskite vieną kortą; negalima paimti išmestos kortos ir iškart jos vėl išmesti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After discarding, a player may knock if their deadwood is 10 points or less, or go gin when it is 0.</source>
        <translation>Numetęs kortą, žaidėjas gali stukterėti, jei nesujungtų kortų vertė neviršija 10 taškų, arba paskelbti gin, kai ji lygi 0.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What you may and must do</source>
        <translation>Leistini veiksmai ir pareigos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card belongs to one meld at most in the best arrangement.</source>
        <translation>Korta gali priklausyti tik vienai kombinacijai optimaliame skaičiavime.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a knock that is not gin, the opponent may lay off their unmatched cards on the knocker&apos;s melds.</source>
        <translation>Po stukterėjimo be gin varžovas gali pridėti savo nesujungtas kortas prie stukterėjusio žaidėjo kombinacijų.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After gin, the opponent may not lay off on the gin hand&apos;s melds.</source>
        <translation>Paskelbus gin, varžovas negali papildyti jo kombinacijų.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scoring</source>
        <translation>Taškai</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A successful knock: the difference between the opponent&apos;s deadwood after lay-offs and the knocker&apos;s deadwood.</source>
        <translation>Sėkmingas stukterėjimas: skirtumas tarp varžovo nesujungtų kortų vertės po kombinacijų papildymo ir stukterėjusio žaidėjo nesujungtų kortų vertės.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undercut: if the opponent&apos;s deadwood is lower than or equal to the knocker&apos;s, the opponent scores the difference + 25.</source>
        <translation>Undercut: jei varžovo nesujungtų kortų vertė mažesnė arba lygi, jis gauna skirtumą +25.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Gin: 25 + all the points of the opponent&apos;s unmatched cards.</source>
        <translation>Gin: 25 + visa priešininko į derinius neįtrauktų kortų taškų suma.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A hand drawn because the stock ran down scores no points.</source>
        <translation>Lygiosiomis pasibaigęs dalijimas ištuštėjus traukimo kaladei taškų nesuteikia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End of the game</source>
        <translation>Partijos pabaiga</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A hand ends with a knock or gin, or when only two cards are left in the stock without a knock.</source>
        <translation>Dalijimas baigiasi stukterėjus arba paskelbus gin, arba kai kaladėje lieka tik dvi kortos ir niekas nestukterėjo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game ends when a player reaches 100 points; game bonuses are off by default.</source>
        <translation>Partija baigiasi, kai žaidėjas surenka 100 taškų; pagal numatytuosius nustatymus partijos premijos išjungtos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Special cases and locked variants</source>
        <translation>Ypatingi atvejai ir užrakinti variantai</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the first turn the non-dealer may take the upcard or pass; then the dealer has the same choice; if both pass, the non-dealer draws from the stock.</source>
        <translation>Pirmame ėjime ne dalintojas gali paimti atverstą kortą arba praleisti; tuomet dalintojas turi tą pačią galimybę; jei abu praleidžia, ne dalintojas traukia iš kaladės.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big Gin and Oklahoma Gin are disabled.</source>
        <translation>Big gin ir Oklahoma Gin išjungti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer players</source>
        <translation>Dirbtinis intelektas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer players use only their own hand, the public cards, the public history and the legal actions the game hands them.</source>
        <translation>DI naudoja tik savo ranką, viešas kortas, leistiną istoriją ir žaidimo pateiktus leistinus veiksmus.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Easy keeps complete melds and discards its highest unmatched card.</source>
        <translation>Lengvas DI pasilieka sudarytas kombinacijas ir numeta didžiausios vertės nesujungtą kortą.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Normal finds the best meld arrangement and, from the visible history, avoids discards that help the opponent.</source>
        <translation>Įprastas DI parenka geriausią kortų suskirstymą į kombinacijas ir pagal matomą istoriją vengia varžovui naudingų numetimų.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hard estimates the opponent&apos;s likely cards and compares knocking now with playing on for gin.</source>
        <translation>Sudėtingas DI įvertina tikėtinas priešininko kortas ir lygina tiesioginį stukterėjimą su žaidimo tęsiniu siekiant gin.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How this table plays</source>
        <translation>Kaip žaidžiama prie šio stalo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A card taken from the discard pile may not be thrown in the same turn, not even as the knock discard. A card drawn from the stock may be thrown at once.</source>
        <translation>Iš numestų kortų krūvos paimtos kortos negalima išmesti tame pačiame ėjime – net ir stukteriant. Iš traukimo kaladės paimtą kortą galima išmesti iš karto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When a turn ends without a knock and only two cards are left in the stock, the hand is drawn and nobody scores. The player whose draw left two cards may still knock on that turn.</source>
        <translation>Jei ėjimas baigiasi be stukterėjimo, o traukimo kaladėje lieka tik dvi kortos, dalijimas baigiasi lygiosiomis ir taškų negauna niekas. Žaidėjas, po kurio traukimo liko dvi kortos, tame ėjime dar gali stukterėti.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lay-offs chain: a run takes the next card at either end, again and again, so a card you lay off can carry the next one. A three-card set takes its fourth card. Nothing goes on deadwood, and the defender may break their own melds to lay off.</source>
        <translation>Kortas galima pridėti grandine: seka priima gretimą kortą bet kuriame gale vėl ir vėl, todėl prie jūsų pridėtos kortos galima pridėti kitą. Trijų kortų grupė priima ketvirtąją kortą. Prie nesujungtų kortų nieko pridėti negalima, o besiginantis žaidėjas gali išardyti savo kombinacijas, kad pridėtų kortas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A tie is an undercut: if the defender&apos;s deadwood after lay-offs is equal to or lower than the knocker&apos;s, the defender scores the difference plus 25.</source>
        <translation>Lygios vertės irgi laikomos undercut: jei besiginančiojo nesujungtų kortų vertė po pridėjimo lygi stukterėjusio žaidėjo vertei arba mažesnė, besiginantysis gauna skirtumą ir dar 25 taškus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer sees only what a player at this table would see: its own hand, the discard pile, the cards you took from the pile and what has been played. It never looks at your hand or into the stock.</source>
        <translation>Kompiuteris mato tik tai, ką matytų žaidėjas prie šio stalo: savo ranką, numestų kortų krūvą, jūsų iš krūvos paimtas kortas ir tai, kas jau sužaista. Jis niekada nežiūri į jūsų ranką ar į traukimo kaladę.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ginrummy_desktop/views/dialogs.py" line="+259"/>
        <location line="+3"/>
        <location line="+132"/>
        <source>Rules of Gin Rummy</source>
        <translation>Gin Rummy taisyklės</translation>
    </message>
    <message>
        <location line="-129"/>
        <location line="+131"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>Keys</source>
        <translation>Klavišai</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arrows move along your hand; Shift+arrows move the card. Enter discards (or lays off). S draws from the stock, U takes the upcard, P passes, K knocks, G goes gin, L lays off your best, D ends laying off, N deals the next hand, H gives a hint, Esc cancels a knock, F1 shows these rules.</source>
        <translation>Rodyklėmis judama per ranką; Shift+rodyklės perkelia kortą. Enter išmeta kortą (arba ją prideda). S – traukti iš kaladės, U – imti atverstą kortą, P – praleisti, K – stukterėti, G – skelbti gin, L – pridėti geriausias kortas, D – baigti pridėti, N – kitas dalijimas, H – patarimas, Esc – atšaukti stukterėjimą, F1 – šios taisyklės.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You can also drag: a card from your hand onto the discard pile, the stock or the pile&apos;s top card into your hand, a card onto one of the knocker&apos;s melds; or double-click a card to discard it.</source>
        <translation>Kortas galima ir vilkti: iš rankos į numestų kortų krūvą, iš kaladės ar nuo krūvos viršaus į ranką, prie stukterėjusiojo kombinacijos; o dukart spustelėta korta išmetama.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Playing with a screen reader</source>
        <translation>Žaidimas su ekrano skaitytuvu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tab goes from your hand to the buttons of the moment, the guide&apos;s note, the stock, the discard pile, the knocker&apos;s melds, the sort buttons and the move log. Space or Enter on the stock draws; on the discard pile it takes the upcard, or throws the card chosen in your hand when you must discard; on a meld it lays that card off there.</source>
        <translation>Tab klavišu pereinama iš rankos prie tuo metu rodomų mygtukų, vedlio patarimo, kaladės, numestų kortų krūvos, stukterėjusiojo kombinacijų, rikiavimo mygtukų ir ėjimų žurnalo. Tarpas arba Enter ant kaladės traukia kortą; ant numestų kortų krūvos – paima atverstą kortą arba, kai reikia išmesti, išmeta rankoje pasirinktą kortą; ant kombinacijos – prideda tą kortą prie jos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You hear each move once as it is played, yours and the computer&apos;s (a card it draws from the stock is never named), then what to do now; a refused move at once, with the reason; the hand&apos;s result; the guide&apos;s notes. The computer&apos;s hand is told as a count and the cards it took from the pile.</source>
        <translation>Kiekvieną ėjimą – savo ir kompiuterio – išgirsite vieną kartą, kai jis atliekamas (iš kaladės kompiuterio ištraukta korta niekada neįvardijama), o po jo – ką daryti dabar; neleistiną ėjimą – iš karto, su priežastimi; dalijimo rezultatą; vedlio patarimus. Apie kompiuterio ranką pasakoma, kiek joje kortų ir kurias jis paėmė iš krūvos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tested through the AT-SPI accessibility bus (the one Orca reads) under X11; Orca itself and Wayland have not been tried yet.</source>
        <translation>Išbandyta per AT-SPI prieinamumo magistralę (ją skaito Orca) X11 aplinkoje; su pačia Orca ir Wayland dar nebandyta.</translation>
    </message>
</context>
<context>
    <name>RulesNote</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/rules_text.py" line="+17"/>
        <source>This table: a knock never replaces the draw. Every turn begins with a card from the stock or the discard pile, and you knock with the discard that ends the turn.</source>
        <translation>Šiame stale: stukterėjimas traukimo nepakeičia. Kiekvienas ėjimas prasideda korta iš kaladės arba numestų kortų krūvos, o stukterima išmetant kortą, kuria ėjimas baigiamas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This table: the hand is drawn as soon as a turn ends without a knock and only two cards are left in the stock.</source>
        <translation>Šiame stale: dalijimas baigiasi lygiosiomis, kai tik ėjimas baigiasi be stukterėjimo ir kaladėje lieka tik dvi kortos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This table: the defender may also take cards out of their own melds to lay them off.</source>
        <translation>Šiame stale: besiginantysis gali pridėti ir kortas, kurias išima iš savo kombinacijų.</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>This table: the target is a setting, and this game goes to %n points.</source>
        <translation>
            <numerusform>Šiame stale: tikslą nurodo nustatymai – ši partija žaidžiama iki %n taško.</numerusform>
            <numerusform>Šiame stale: tikslą nurodo nustatymai – ši partija žaidžiama iki %n taškų.</numerusform>
            <numerusform>Šiame stale: tikslą nurodo nustatymai – ši partija žaidžiama iki %n taškų.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This table: the cards show %1-%2-%3.</source>
        <translation>Šiame stale: kortose rašoma %1-%2-%3.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../ginrummy_desktop/models/score_model.py" line="+67"/>
        <source>Hand</source>
        <translation>Dalijimas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>Baigtis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>Jūs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Kompiuteris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your total</source>
        <translation>Jūsų suma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer&apos;s total</source>
        <translation>Kompiuterio suma</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Game bonuses</source>
        <translation>Partijos premijos</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Total</source>
        <translation>Iš viso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game to %1</source>
        <translation>Partija iki %1</translation>
    </message>
</context>
<context>
    <name>ScoresDialog</name>
    <message>
        <location filename="../ginrummy_desktop/views/dialogs.py" line="-298"/>
        <location filename="../ginrummy_desktop/views/score_sheet.py" line="+64"/>
        <source>Score sheet</source>
        <translation>Taškų lentelė</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
    <message>
        <location filename="../ginrummy_desktop/views/score_sheet.py" line="+1"/>
        <source>Totals</source>
        <translation>Iš viso</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ginrummy_desktop/views/dialogs.py" line="+29"/>
        <source>Settings</source>
        <translation>Nustatymai</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Big Gin and Oklahoma are not played at this table: an eleven-card gin still discards a card and scores as a normal gin, and the knock limit is always 10.</source>
        <translation>Prie šio stalo nežaidžiama nei Big Gin, nei Oklahoma: surinkus gin iš vienuolikos kortų, vis tiek reikia išmesti kortą; tai skaičiuojama kaip įprastas gin, o stukterėjimo riba visada lygi 10.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not played:</source>
        <translation>Nežaidžiama:</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Animation and computer pace:</source>
        <translation>Animacija ir kompiuterio tempas:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Four-colour suits</source>
        <translation>Keturių spalvų mastys</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Blue</source>
        <translation>Mėlyna</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Game</source>
        <translation>Partija</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Computer opponent:</source>
        <translation>Kompiuterio lygis:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game to:</source>
        <translation>Partija iki:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The winner of a hand deals</source>
        <translation>Dalija dalijimo laimėtojas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players take turns to deal</source>
        <translation>Dalija paeiliui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The loser of a hand deals</source>
        <translation>Dalija dalijimą pralaimėjęs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next dealer:</source>
        <translation>Kitas dalintojas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game bonuses, added at the end of the game</source>
        <translation>Partijos premijos (pridedamos partijos pabaigoje)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game bonus:</source>
        <translation>Premija už partiją:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Box bonus per hand won:</source>
        <translation>Premija už kiekvieną laimėtą dalijimą:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutout multiplies the game bonus by:</source>
        <translation>Sausa pergalė daugina premiją už partiją iš:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A game is in progress: the opponent and rule changes apply from the next game.</source>
        <translation>Partija vyksta: varžovo ir taisyklių pakeitimai bus taikomi nuo kitos partijos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opponent and the rules apply from the next game.</source>
        <translation>Pasirinktas varžovas ir taisyklės bus taikomi nuo kitos partijos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table and cards</source>
        <translation>Stalas ir kortos</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Small</source>
        <translation>Mažas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Vidutinis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Didelis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card size:</source>
        <translation>Kortų dydis:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red</source>
        <translation>Raudona</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card back:</source>
        <translation>Kortų nugarėlė:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>International card letters (J, Q, K, A)</source>
        <translation>Tarptautinės kortų raidės (J, Q, K, A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Without it, the cards print the letters of the game&apos;s language.</source>
        <translation>Kitaip kortose rašomos žaidimo kalbos raidės (V, D, K, T).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrange my hand after each draw</source>
        <translation>Rikiuoti ranką po kiekvieno traukimo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language:</source>
        <translation>Kalba:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card sounds</source>
        <translation>Kortų garsai</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sound volume</source>
        <translation>Garsumas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume:</source>
        <translation>Garsumas:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No sound device was found: card sounds are off for this session.</source>
        <translation>Garso įrenginio nerasta: šį kartą kortų garsai išjungti.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Any words of your own</source>
        <translation>Bet kokie jūsų žodžiai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your phrase for the deal</source>
        <translation>Jūsų frazė dalijimui</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your phrase for the deal:</source>
        <translation>Jūsų frazė dalijimui:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mixed into each deal after its deck is sealed, so the game alone cannot choose your cards. Hand files keep only a digest of it.</source>
        <translation>Įmaišoma į kiekvieną dalijimą jau užantspaudavus kaladę, todėl žaidimas vienas negali parinkti jūsų kortų. Dalijimų failuose saugoma tik jos maišos reikšmė.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>OK</source>
        <translation>Gerai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Atšaukti</translation>
    </message>
</context>
<context>
    <name>ShowdownWidget</name>
    <message>
        <location line="-345"/>
        <source>Both hands</source>
        <translation>Abiejų žaidėjų kortos</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="-184"/>
        <source>Off (instant)</source>
        <translation>Be animacijos (iš karto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Greitas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Įprastas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lėtas</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <location filename="../ginrummy_desktop/views/stats_dialog.py" line="+47"/>
        <source>Chart of games and hands won and lost per level</source>
        <translation>Laimėtų ir pralaimėtų partijų bei dalijimų diagrama pagal lygį</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>won</source>
        <translation>laimėta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>pralaimėta</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>games</source>
        <translation>partijos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hands</source>
        <translation>dalijimai</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location line="+54"/>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your record against each computer level.</source>
        <translation>Jūsų rezultatai prieš kiekvieną kompiuterio lygį.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Statistics per level</source>
        <translation>Statistika pagal lygį</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset statistics…</source>
        <translation>Išvalyti statistiką…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n pergalė</numerusform>
            <numerusform>%n pergalės</numerusform>
            <numerusform>%n pergalių</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n pralaimėjimas</numerusform>
            <numerusform>%n pralaimėjimai</numerusform>
            <numerusform>%n pralaimėjimų</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games played</source>
        <translation>Sužaista partijų</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Laimėta partijų</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games lost</source>
        <translation>Pralaimėta partijų</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won, share</source>
        <translation>Laimėtų partijų dalis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands won</source>
        <translation>Laimėta dalijimų</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands lost</source>
        <translation>Pralaimėta dalijimų</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands drawn</source>
        <translation>Lygiosiomis baigtų dalijimų</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gins made</source>
        <translation>Jūsų gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gins suffered</source>
        <translation>Kompiuterio gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercuts made</source>
        <translation>Jūsų undercut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercuts suffered</source>
        <translation>Kompiuterio undercut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocks (gin included)</source>
        <translation>Stukterėjimai (su gin)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average deadwood at knock</source>
        <translation>Vid. nesujungtų kortų vertė stukteriant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best game margin</source>
        <translation>Didžiausias partijos skirtumas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak</source>
        <translation>Dabartinė serija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak</source>
        <translation>Ilgiausia pergalių serija</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Reset statistics</source>
        <translation>Išvalyti statistiką</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset all statistics to zero? This cannot be undone.</source>
        <translation>Išvalyti visą statistiką? To atšaukti nebus galima.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset</source>
        <translation>Išvalyti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep them</source>
        <translation>Palikti</translation>
    </message>
</context>
<context>
    <name>StockModel</name>
    <message numerus="yes">
        <location filename="../ginrummy_desktop/models/piles.py" line="+61"/>
        <source>Stock: %n</source>
        <translation>
            <numerusform>Kaladėje: %n</numerusform>
            <numerusform>Kaladėje: %n</numerusform>
            <numerusform>Kaladėje: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StockView</name>
    <message>
        <location filename="../ginrummy_desktop/views/pile_views.py" line="-81"/>
        <source>Stock</source>
        <translation>Traukimo kaladė</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Stock: %n</source>
        <translation>
            <numerusform>Kaladėje: %n</numerusform>
            <numerusform>Kaladėje: %n</numerusform>
            <numerusform>Kaladėje: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw from the stock</source>
        <translation>Traukti iš kaladės</translation>
    </message>
</context>
<context>
    <name>TableRules</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/rules_text.py" line="+31"/>
        <source>The players take turns to deal; after a drawn hand the same player deals again.</source>
        <translation>Žaidėjai dalija paeiliui; po lygiosiomis pasibaigusio dalijimo vėl dalija tas pats žaidėjas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The loser of a scored hand deals the next one; after a drawn hand the same player deals again.</source>
        <translation>Dalijimą su taškais pralaimėjęs žaidėjas dalija kitą kartą; po lygiosiomis pasibaigusio dalijimo vėl dalija tas pats žaidėjas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The winner of a scored hand deals the next one; after a drawn hand the same player deals again.</source>
        <translation>Dalijimą su taškais laimėjęs žaidėjas dalija kitą kartą; po lygiosiomis pasibaigusio dalijimo vėl dalija tas pats žaidėjas.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game goes to %n points: the hand that takes a player&apos;s total to that score or beyond ends the game, and that player wins.</source>
        <translation>
            <numerusform>Partija žaidžiama iki %n taško: ją baigia dalijimas, po kurio žaidėjo taškų suma pasiekia šį skaičių arba jį viršija, ir tas žaidėjas laimi.</numerusform>
            <numerusform>Partija žaidžiama iki %n taškų: ją baigia dalijimas, po kurio žaidėjo taškų suma pasiekia šį skaičių arba jį viršija, ir tas žaidėjas laimi.</numerusform>
            <numerusform>Partija žaidžiama iki %n taškų: ją baigia dalijimas, po kurio žaidėjo taškų suma pasiekia šį skaičių arba jį viršija, ir tas žaidėjas laimi.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game bonuses are off.</source>
        <translation>Partijos premijos išjungtos.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Game bonuses are on: at the end of the game its winner gets %n more points.</source>
        <translation>
            <numerusform>Partijos premijos įjungtos: partijos pabaigoje jos laimėtojas gauna dar %n tašką.</numerusform>
            <numerusform>Partijos premijos įjungtos: partijos pabaigoje jos laimėtojas gauna dar %n taškus.</numerusform>
            <numerusform>Partijos premijos įjungtos: partijos pabaigoje jos laimėtojas gauna dar %n taškų.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If the loser has no points at all, that bonus is multiplied by %1.</source>
        <translation>Jei pralaimėjęs žaidėjas neturi nė vieno taško, ši premija dauginama iš %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Each player also gets %n points for every hand they won.</source>
        <translation>
            <numerusform>Be to, kiekvienas žaidėjas gauna po %n tašką už kiekvieną laimėtą dalijimą.</numerusform>
            <numerusform>Be to, kiekvienas žaidėjas gauna po %n taškus už kiekvieną laimėtą dalijimą.</numerusform>
            <numerusform>Be to, kiekvienas žaidėjas gauna po %n taškų už kiekvieną laimėtą dalijimą.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The bonuses never count towards the target.</source>
        <translation>Premijos niekada neįskaičiuojamos į taškus, iki kurių žaidžiama partija.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The first dealer is chosen at random; the non-dealer always acts first.</source>
        <translation>Pirmasis dalintojas parenkamas atsitiktinai; pirmasis visada žaidžia ne dalintojas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The variant line&apos;s “knock instead of draw” does not let anyone skip the draw: every turn begins with a card from the stock or the discard pile, and a knock is made with the discard that ends the turn.</source>
        <translation>Varianto eilutėje minimas „stukterėjimas vietoj traukimo“ nereiškia, kad galima praleisti traukimą: kiekvienas ėjimas prasideda korta iš kaladės arba numestų kortų krūvos, o stukterima išmetant kortą, kuria ėjimas baigiamas.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>From the next game on, as chosen in the settings: %1</source>
        <translation>Nuo kitos partijos, kaip pasirinkta nustatymuose: %1</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../ginrummy_desktop/views/table.py" line="+375"/>
        <source>What to do now</source>
        <translation>Ką daryti dabar</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Pass (P)</source>
        <translation>Praleisti (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take upcard (U)</source>
        <translation>Imti atverstą (U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from stock (S)</source>
        <translation>Traukti iš kaladės (S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock (K)</source>
        <translation>Stukterėti (K)</translation>
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
        <translation>Patvirtinti (Enter)</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Cancel (Esc)</source>
        <translation>Atšaukti (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay off best (L)</source>
        <translation>Pridėti geriausias (L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done (D)</source>
        <translation>Baigti (D)</translation>
    </message>
    <message>
        <location line="+248"/>
        <source>Next hand (N)</source>
        <translation>Kitas dalijimas (N)</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>Show result</source>
        <translation>Rodyti rezultatą</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (H)</source>
        <translation>Patarimas (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look through</source>
        <translation>Peržiūrėti</translation>
    </message>
    <message>
        <location line="+405"/>
        <source>Sort:</source>
        <translation>Rikiuoti:</translation>
    </message>
    <message>
        <location line="-403"/>
        <source>Melds</source>
        <translation>Kombinacijos</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+8"/>
        <source>Moves of this hand</source>
        <translation>Šio dalijimo ėjimai</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Rank</source>
        <translation>Vertė</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit</source>
        <translation>Mastis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>See every card in the discard pile and who threw it</source>
        <translation>Peržiūrėti visas numestas kortas ir kas jas išmetė</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last move or hint</source>
        <translation>Paskutinis ėjimas arba patarimas</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Your melds</source>
        <translation>Jūsų kombinacijos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s melds — lay off here</source>
        <translation>Kompiuterio kombinacijos – pridėkite čia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s melds</source>
        <translation>Kompiuterio kombinacijos</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Confirm gin (Enter)</source>
        <translation>Patvirtinti gin (Enter)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New game (N)</source>
        <translation>Nauja partija (N)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You: %1</source>
        <translation>Jūs: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: %1</source>
        <translation>Kompiuteris: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game to %1</source>
        <translation>Partija iki %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>jūs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the computer</source>
        <translation>kompiuteris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %1 · dealer: %2</source>
        <translation>Dalijimas %1 · dalintojas: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent: %1</source>
        <translation>Varžovas: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Deadwood: %1</source>
        <translation>Nesujungtų kortų vertė: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood: %1 · after your best discard: %2</source>
        <translation>Nesujungtų kortų vertė: %1 · išmetus geriausią: %2</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Your own order · sort:</source>
        <translation>Jūsų tvarka · rikiuoti:</translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message>
        <location filename="../ginrummy_desktop/review/verify.py" line="+32"/>
        <source>The hand carries its sealed deck and nonce.</source>
        <translation>Dalijime yra jo užantspauduota kaladė ir vienkartinis skaičius.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The revealed deck and nonce give the fingerprint shown before the deal, %1.</source>
        <translation>Atskleista kaladė ir vienkartinis skaičius duoda prieš dalijimą parodytą kontrolinį kodą %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A phrase was mixed in: the cards were dealt from the sealed deck reshuffled by it. Only the phrase itself can show that it was yours.</source>
        <translation>Frazė įmaišyta: kortos išdalytos iš užantspauduotos kaladės, permaišytos pagal ją. Kad frazė buvo jūsų, gali parodyti tik pati frazė.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No phrase was mixed in: the cards were dealt from the sealed deck itself, so a phrase you had set was not used.</source>
        <translation>Frazė neįmaišyta: kortos išdalytos tiesiai iš užantspauduotos kaladės, taigi, jei buvote nustatę frazę, ji nepanaudota.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your ten cards were the ones dealt to you.</source>
        <translation>Jūsų dešimt kortų yra tos, kurios jums buvo išdalytos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer&apos;s ten cards were the ones dealt to it.</source>
        <translation>Kompiuterio dešimt kortų yra tos, kurios jam buvo išdalytos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The upcard and the stock lay in the deck&apos;s order.</source>
        <translation>Atversta korta ir traukimo kaladė buvo kaladės tvarka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every card drawn from the stock (%1) came off that deck in order.</source>
        <translation>Visos iš traukimo kaladės ištrauktos kortos (%1) paimtos iš tos kaladės iš eilės.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The phrase mixed in is the one you gave.</source>
        <translation>Įmaišyta frazė yra ta, kurią nurodėte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand carries no sealed deck: there is nothing to check it against.</source>
        <translation>Dalijime nėra užantspauduotos kaladės: nėra su kuo jo palyginti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The revealed deck and nonce do not give the fingerprint shown before the deal, %1.</source>
        <translation>Atskleista kaladė ir vienkartinis skaičius neduoda prieš dalijimą parodyto kontrolinio kodo %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your cards are not the ones the sealed deck deals to you.</source>
        <translation>Jūsų kortos nėra tos, kurias jums išdalija užantspauduota kaladė.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer&apos;s cards are not the ones the sealed deck deals to it.</source>
        <translation>Kompiuterio kortos nėra tos, kurias jam išdalija užantspauduota kaladė.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The upcard or the stock is not in the order of the sealed deck.</source>
        <translation>Atversta korta arba traukimo kaladė nėra užantspauduotos kaladės tvarka.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw %1 from the stock was the %2, but the sealed deck&apos;s next card is the %3.</source>
        <translation>%1-ą kartą iš traukimo kaladės ištraukta %2, bet kita užantspauduotos kaladės korta yra %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The moves cannot be played from the sealed deck.</source>
        <translation>Šių ėjimų negalima sužaisti iš užantspauduotos kaladės.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phrase mixed in is not the one you gave.</source>
        <translation>Įmaišyta frazė nėra ta, kurią nurodėte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verified: this deal was fixed before the hand began, and nobody changed it.</source>
        <translation>Patikrinta: šis dalijimas buvo nustatytas prieš jam prasidedant, ir niekas jo nepakeitė.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not verified: this hand does not match the deck sealed before the deal.</source>
        <translation>Nepatikrinta: šis dalijimas neatitinka prieš jį užantspauduotos kaladės.</translation>
    </message>
</context>
</TS>
