<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="lt_LT">
<context>
    <name>Cards</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/cards.py" line="+15"/>
        <source>Ace of spades</source>
        <translation>Pikų tūzas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of spades</source>
        <translation>Pikų dvejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of spades</source>
        <translation>Pikų trejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of spades</source>
        <translation>Pikų ketvertas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of spades</source>
        <translation>Pikų penketas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of spades</source>
        <translation>Pikų šešetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of spades</source>
        <translation>Pikų septynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of spades</source>
        <translation>Pikų aštuonetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of spades</source>
        <translation>Pikų devynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of spades</source>
        <translation>Pikų dešimtukas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of spades</source>
        <translation>Pikų valetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of spades</source>
        <translation>Pikų dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of spades</source>
        <translation>Pikų karalius</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of hearts</source>
        <translation>Širdžių tūzas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of hearts</source>
        <translation>Širdžių dvejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of hearts</source>
        <translation>Širdžių trejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of hearts</source>
        <translation>Širdžių ketvertas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of hearts</source>
        <translation>Širdžių penketas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of hearts</source>
        <translation>Širdžių šešetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of hearts</source>
        <translation>Širdžių septynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of hearts</source>
        <translation>Širdžių aštuonetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of hearts</source>
        <translation>Širdžių devynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of hearts</source>
        <translation>Širdžių dešimtukas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of hearts</source>
        <translation>Širdžių valetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of hearts</source>
        <translation>Širdžių dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of hearts</source>
        <translation>Širdžių karalius</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of diamonds</source>
        <translation>Būgnų tūzas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of diamonds</source>
        <translation>Būgnų dvejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of diamonds</source>
        <translation>Būgnų trejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of diamonds</source>
        <translation>Būgnų ketvertas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of diamonds</source>
        <translation>Būgnų penketas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of diamonds</source>
        <translation>Būgnų šešetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of diamonds</source>
        <translation>Būgnų septynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of diamonds</source>
        <translation>Būgnų aštuonetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of diamonds</source>
        <translation>Būgnų devynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of diamonds</source>
        <translation>Būgnų dešimtukas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of diamonds</source>
        <translation>Būgnų valetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of diamonds</source>
        <translation>Būgnų dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of diamonds</source>
        <translation>Būgnų karalius</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of clubs</source>
        <translation>Kryžių tūzas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two of clubs</source>
        <translation>Kryžių dvejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three of clubs</source>
        <translation>Kryžių trejetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of clubs</source>
        <translation>Kryžių ketvertas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five of clubs</source>
        <translation>Kryžių penketas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six of clubs</source>
        <translation>Kryžių šešetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven of clubs</source>
        <translation>Kryžių septynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight of clubs</source>
        <translation>Kryžių aštuonetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine of clubs</source>
        <translation>Kryžių devynetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten of clubs</source>
        <translation>Kryžių dešimtukas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of clubs</source>
        <translation>Kryžių valetas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of clubs</source>
        <translation>Kryžių dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of clubs</source>
        <translation>Kryžių karalius</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <location filename="../ginrummy_desktop/controller/keeper.py" line="+35"/>
        <source>The settings file could not be used: %1. The game starts with the default settings.</source>
        <translation>Nustatymų failo naudoti nepavyko: %1. Žaidimas pradedamas su numatytaisiais nustatymais.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The saved game could not be loaded: %1. A new game starts instead.</source>
        <translation>Įrašytos partijos įkelti nepavyko: %1. Vietoj jos pradedama nauja partija.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics could not be read: %1. They start again from zero.</source>
        <translation>Statistikos perskaityti nepavyko: %1. Ji skaičiuojama iš naujo nuo nulio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The damaged file was kept as %1.</source>
        <translation>Sugadintas failas išsaugotas kaip %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The damaged file could not be moved aside.</source>
        <translation>Sugadinto failo perkelti į šalį nepavyko.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing can be written in the folder %1 (%2). You can play on, but the game in progress, the statistics and the settings will not be kept.</source>
        <translation>Į aplanką %1 nieko įrašyti negalima (%2). Žaisti galite toliau, bet pradėta partija, statistika ir nustatymai nebus išsaugoti.</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <location filename="../ginrummy_desktop/models/hand_model.py" line="+230"/>
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
        <translation>%1, nesujungta</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <location filename="../ginrummy_desktop/views/hand_view.py" line="+96"/>
        <source>run</source>
        <translation>seka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set</source>
        <translation>grupė</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Your hand</source>
        <translation>Jūsų ranka</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="+114"/>
        <source>It fits your melds: after your best discard your deadwood would be %2.</source>
        <translation>Ji tinka jūsų kombinacijoms: išmetus geriausią kortą, nesujungtų kortų vertė būtų %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 does not help your melds; your deadwood stays %2.</source>
        <translation>Ši korta (%1) nepadeda jūsų kombinacijoms; nesujungtų kortų vertė lieka %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 on the pile would not lower your deadwood (%2) enough to show it.</source>
        <translation>Krūvos korta (%1) nesumažintų nesujungtų kortų vertės (%2) tiek, kad verta ją parodyti.</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <source>Your deadwood would be %2: knock while it is low.</source>
        <translation>Nesujungtų kortų vertė būtų %2: stukterėkite, kol ji maža.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every other card is in a meld: that is gin.</source>
        <translation>Visos kitos kortos yra kombinacijose: tai gin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It extends one of the knocker&apos;s melds, so it no longer counts against you.</source>
        <translation>Ji papildo stukterėjusio žaidėjo kombinaciją, todėl nebeskaičiuojama jums.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing more fits the knocker&apos;s melds; your deadwood is %2.</source>
        <translation>Prie stukterėjusio žaidėjo kombinacijų nieko daugiau pridėti negalima; jūsų nesujungtų kortų vertė %2.</translation>
    </message>
</context>
<context>
    <name>IllegalAction</name>
    <message>
        <location line="-119"/>
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
        <location filename="../ginrummy_desktop/views/main_window.py" line="+44"/>
        <location line="+99"/>
        <location line="+76"/>
        <location line="+46"/>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Game</source>
        <translation>&amp;Žaidimas</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+1"/>
        <source>Settings…</source>
        <translation>Nustatymai…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Išeiti</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>&amp;Play</source>
        <translation>Ė&amp;jimai</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location line="-21"/>
        <source>&amp;Help</source>
        <translation>Ž&amp;inynas</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Rules</source>
        <translation>Taisyklės</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About</source>
        <translation>Apie</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Resume the game in progress?</source>
        <translation>Tęsti pradėtą partiją?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand %1 against %2: you %3, the computer %4.</source>
        <translation>Dalijimas %1, lygis: %2; jūs %3, kompiuteris %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume</source>
        <translation>Tęsti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nauja partija</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>OK</source>
        <translation>Gerai</translation>
    </message>
    <message>
        <location line="+188"/>
        <source>About Gin Rummy</source>
        <translation>Apie Gin Rummy</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <translation>Sukurta su Python ir Qt for Python (PySide6). Įdiegtoje programoje taip pat yra Qt (LGPL-3.0) ir Python (PSF licencija); jų licencijų tekstai yra aplanke „licenses“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Lithuanian and Dutch rules come from the original rules cards. Card faces and the icon are drawn for this game.</source>
        <translation>Lietuviškos ir olandiškos taisyklės paimtos iš originalių taisyklių kortelių. Kortų piešiniai ir piktograma nupiešti šiam žaidimui.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
</context>
<context>
    <name>MeldModels</name>
    <message>
        <location filename="../ginrummy_desktop/models/melds_model.py" line="+62"/>
        <source>Run: %1</source>
        <translation>Seka: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set: %1</source>
        <translation>Grupė: %1</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>You (knocker)</source>
        <translation>Jūs (stukterėjote)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You (defender)</source>
        <translation>Jūs (ginatės)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer (knocker)</source>
        <translation>Kompiuteris (stukterėjo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer (defender)</source>
        <translation>Kompiuteris (ginasi)</translation>
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
        <location filename="../ginrummy_desktop/views/melds_view.py" line="+82"/>
        <source>The knocker&apos;s melds</source>
        <translation>Stukterėjusiojo kombinacijos</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../ginrummy_desktop/controller/narrator.py" line="+68"/>
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
        <translation>Kaladėje liko dvi kortos: lygiosios. Dalykite toliau.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won the hand: +%n. Deal the next hand.</source>
        <translation>
            <numerusform>Laimėjote dalijimą: +%n taškas. Dalykite toliau.</numerusform>
            <numerusform>Laimėjote dalijimą: +%n taškai. Dalykite toliau.</numerusform>
            <numerusform>Laimėjote dalijimą: +%n taškų. Dalykite toliau.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The computer won the hand: +%n. Deal the next hand.</source>
        <translation>
            <numerusform>Dalijimą laimėjo kompiuteris: +%n taškas. Dalykite toliau.</numerusform>
            <numerusform>Dalijimą laimėjo kompiuteris: +%n taškai. Dalykite toliau.</numerusform>
            <numerusform>Dalijimą laimėjo kompiuteris: +%n taškų. Dalykite toliau.</numerusform>
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
        <location line="+6"/>
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
        <location line="+5"/>
        <source>Knock by discarding the card %1? Confirm, or cancel.</source>
        <translation>Išmesti šią kortą (%1) ir stukterėti? Patvirtinkite arba atšaukite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick the card to discard as you knock (lit up), or cancel.</source>
        <translation>Stukterint išmeskite vieną iš paryškintų kortų arba atšaukite.</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <translation>Pridėkite kortas prie jo kombinacijų ir spauskite „Baigti“</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location line="+2"/>
        <source>Hint: knock, discarding the %1</source>
        <translation>Patarimas: išmeskite šią kortą (%1) ir stukterėkite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: discard the %1</source>
        <translation>Patarimas: išmeskite šią kortą (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: lay off the %1</source>
        <translation>Patarimas: pridėkite šią kortą (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: you are done laying off — press Done</source>
        <translation>Patarimas: pridėti nebėra ką – spauskite „Baigti“</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You passed.</source>
        <translation>Praleidote.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The computer passed.</source>
        <translation>Kompiuteris praleido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You took the %1 from the pile.</source>
        <translation>Paėmėte iš krūvos: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer took the %1 from the pile.</source>
        <translation>Kompiuteris paėmė iš krūvos: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You drew the %1 from the stock.</source>
        <translation>Ištraukėte iš kaladės: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer drew from the stock.</source>
        <translation>Kompiuteris ištraukė kortą iš kaladės.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You went gin, discarding the %1.</source>
        <translation>Paskelbėte gin ir išmetėte: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You knocked, discarding the %1.</source>
        <translation>Stukterėjote ir išmetėte: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer went gin, discarding the %1.</source>
        <translation>Kompiuteris paskelbė gin ir išmetė: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer knocked, discarding the %1.</source>
        <translation>Kompiuteris stukterėjo ir išmetė: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You discarded the %1.</source>
        <translation>Išmetėte: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer discarded the %1.</source>
        <translation>Kompiuteris išmetė: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You laid off the %1.</source>
        <translation>Pridėjote: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer laid off the %1.</source>
        <translation>Kompiuteris pridėjo: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay-offs done.</source>
        <translation>Kortų pridėjimas baigtas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer finished laying off.</source>
        <translation>Kompiuteris baigė pridėti kortas.</translation>
    </message>
</context>
<context>
    <name>OpponentView</name>
    <message>
        <location filename="../ginrummy_desktop/views/opponent_view.py" line="+33"/>
        <source>The computer&apos;s hand</source>
        <translation>Kompiuterio ranka</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+8"/>
        <source>Cards in hand: %n</source>
        <translation>
            <numerusform>Rankoje %n korta</numerusform>
            <numerusform>Rankoje %n kortos</numerusform>
            <numerusform>Rankoje %n kortų</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Computer&apos;s deadwood (its melds are on the table)</source>
        <translation>Kompiuterio nesujungtos kortos (kombinacijos padėtos ant stalo)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
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
        <location filename="../ginrummy_desktop/i18n/texts.py" line="+90"/>
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
        <location line="+21"/>
        <source>No score: the stock ran down to two cards.</source>
        <translation>Taškų nėra: traukimo kaladėje liko dvi kortos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Defender&apos;s deadwood %1 + %2 gin bonus = %3</source>
        <translation>Besiginančiojo nesujungtos kortos %1 + %2 už gin = %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Knocker&apos;s deadwood %1 − defender&apos;s %2 = %3, + %4 undercut = %5</source>
        <translation>Stukterėjusiojo nesujungtos kortos %1 − besiginančiojo %2 = %3, + %4 už undercut = %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Defender&apos;s deadwood %1 − knocker&apos;s %2 = %3</source>
        <translation>Besiginančiojo nesujungtos kortos %1 − stukterėjusiojo %2 = %3</translation>
    </message>
</context>
<context>
    <name>PileBrowser</name>
    <message>
        <location filename="../ginrummy_desktop/views/pile_browser.py" line="+15"/>
        <source>Discard pile</source>
        <translation>Numestų kortų krūva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bottom card first; the last one is on top.</source>
        <translation>Pirmoji – apatinė korta; paskutinė guli viršuje.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
</context>
<context>
    <name>PileModels</name>
    <message>
        <location filename="../ginrummy_desktop/models/piles.py" line="+41"/>
        <source>Discard pile, top card: %1</source>
        <translation>Numestų kortų krūva, viršutinė korta: %1</translation>
    </message>
</context>
<context>
    <name>PileView</name>
    <message>
        <location filename="../ginrummy_desktop/views/pile_views.py" line="+140"/>
        <source>Discard pile</source>
        <translation>Numestų kortų krūva</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Discards: %n</source>
        <translation>
            <numerusform>Krūvoje: %n</numerusform>
            <numerusform>Krūvoje: %n</numerusform>
            <numerusform>Krūvoje: %n</numerusform>
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
    <name>ResultDialog</name>
    <message>
        <location filename="../ginrummy_desktop/views/dialogs.py" line="+138"/>
        <location line="+67"/>
        <source>Hand result</source>
        <translation>Dalijimo rezultatas</translation>
    </message>
    <message>
        <location line="-45"/>
        <location line="+47"/>
        <source>Next hand</source>
        <translation>Kitas dalijimas</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+23"/>
        <source>Look at the table</source>
        <translation>Žiūrėti į stalą</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <source>New game</source>
        <translation>Nauja partija</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last hand</source>
        <translation>Paskutinis dalijimas</translation>
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
        <translation>Raundas baigiasi, kai yra knock/gin arba kaladėje lieka tik dvi kortos be knock.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game ends when a player reaches 100 points; game bonuses are off by default.</source>
        <translation>Partija baigiasi, kai žaidėjas surenka 100 taškų; pagal numatytuosius nustatymus žaidimo bonusai išjungti.</translation>
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
        <translation>DI naudoja tik savo ranką, viešas kortas, leistiną istoriją ir serverio perduotus leistinus veiksmus.</translation>
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
        <source>The non-dealer always acts first. The winner of a scored hand deals the next one; after a drawn hand the same player deals again.</source>
        <translation>Pirmas visada veikia ne dalintojas. Laimėjęs dalijimą, už kurį skirti taškai, dalija kitą kartą; po lygiosiomis pasibaigusio dalijimo vėl dalija tas pats žaidėjas.</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <translation>Lygybė – tai undercut: jei besiginančiojo nesujungtų kortų vertė po pridėjimo lygi stukterėjusio žaidėjo vertei arba mažesnė, besiginantysis gauna skirtumą ir dar 25 taškus.</translation>
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
        <location filename="../ginrummy_desktop/views/dialogs.py" line="+176"/>
        <location line="+90"/>
        <source>Rules of Gin Rummy</source>
        <translation>Gin Rummy taisyklės</translation>
    </message>
    <message>
        <location line="-85"/>
        <location line="+87"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
    <message>
        <location line="-77"/>
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
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location filename="../ginrummy_desktop/models/score_model.py" line="+62"/>
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
        <location filename="../ginrummy_desktop/views/dialogs.py" line="-277"/>
        <location line="+85"/>
        <source>Score sheet</source>
        <translation>Taškų lentelė</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Užverti</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location line="+17"/>
        <source>Settings</source>
        <translation>Nustatymai</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Big Gin and Oklahoma are not played at this table: an eleven-card gin still discards a card and scores as a normal gin, and the knock limit is always 10.</source>
        <translation>Prie šio stalo nežaidžiama nei Big Gin, nei Oklahoma: surinkus gin iš vienuolikos kortų, vis tiek reikia išmesti kortą, ir tai skaičiuojama kaip įprastas gin, o stukterėjimo riba visada yra 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not played:</source>
        <translation>Nežaidžiama:</translation>
    </message>
    <message>
        <location line="+19"/>
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
        <location line="-71"/>
        <source>Game</source>
        <translation>Partija</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <translation>Premija už laimėtą dalijimą:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shutout multiplies the game bonus by:</source>
        <translation>Sausas laimėjimas daugina premiją iš:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A game is in progress: the opponent and rule changes apply from the next game.</source>
        <translation>Partija vyksta: varžovo ir taisyklių pakeitimai galios nuo kitos partijos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The opponent and the rules apply from the next game.</source>
        <translation>Varžovas ir taisyklės galios nuo kitos partijos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table and cards</source>
        <translation>Stalas ir kortos</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Small</source>
        <translation>Mažos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Vidutinės</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Didelės</translation>
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
        <location line="+3"/>
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
        <location line="-259"/>
        <source>Deadwood: %1</source>
        <translation>Nesujungtų kortų vertė: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meld</source>
        <translation>Kombinacija</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Laid off</source>
        <translation>Pridėta</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <location filename="../ginrummy_desktop/i18n/texts.py" line="-131"/>
        <source>Off (instant)</source>
        <translation>Išjungta (iš karto)</translation>
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
        <location filename="../ginrummy_desktop/views/stats_dialog.py" line="+45"/>
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
        <translation>Lygiųjų dalijimų</translation>
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
        <location line="+1"/>
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
        <location filename="../ginrummy_desktop/models/piles.py" line="+115"/>
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
        <location filename="../ginrummy_desktop/views/pile_views.py" line="-62"/>
        <source>Stock</source>
        <translation>Traukimo kaladė</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Stock: %n</source>
        <translation>
            <numerusform>Kaladėje: %n</numerusform>
            <numerusform>Kaladėje: %n</numerusform>
            <numerusform>Kaladėje: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../ginrummy_desktop/views/table.py" line="+291"/>
        <source>What to do now</source>
        <translation>Ką daryti dabar</translation>
    </message>
    <message>
        <location line="-20"/>
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
        <source>Confirm knock (Enter)</source>
        <translation>Patvirtinti (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+111"/>
        <source>Next hand (N)</source>
        <translation>Kitas dalijimas (N)</translation>
    </message>
    <message>
        <location line="-110"/>
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
        <location line="+8"/>
        <source>See every card in the discard pile</source>
        <translation>Peržiūrėti visas numestas kortas</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Sort:</source>
        <translation>Rikiuoti:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Melds</source>
        <translation>Kombinacijos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank</source>
        <translation>Vertė</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit</source>
        <translation>Mastis</translation>
    </message>
    <message>
        <location line="+50"/>
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
        <location line="+50"/>
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
        <location line="+9"/>
        <source>Deadwood: %1</source>
        <translation>Nesujungtų kortų vertė: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deadwood: %1 · after your best discard: %2</source>
        <translation>Nesujungtų kortų vertė: %1 · išmetus geriausią: %2</translation>
    </message>
</context>
</TS>
