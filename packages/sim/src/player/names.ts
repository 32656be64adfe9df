// Name pools for generated players, weighted like an NHL dressing room by birth country.
// Stored as space-separated words so the pools stay readable; split once on load.
interface CountryPool {
  code: string;
  weight: number;
  first: readonly string[];
  last: readonly string[];
}

const words = (text: string): readonly string[] => text.trim().split(/\s+/);

const NORTH_AMERICAN_FIRST = words(`
  Connor Nathan Sidney Brayden Mitch Tyler Ryan Brad Jordan Mark Cole Dylan Travis Evan Zach Jake Josh
  Logan Owen Carter Liam Noah Ethan Mason Hunter Cale Quinn Jack Matthew Auston Brady Adam Kyle Shea
  Mathew Alex Max Jonathan Brendan Sam Taylor Brock Nick Morgan Thomas Drew Bo Darnell Jamie Kris Colton
  Jason Trevor Ben Luke Chris Seth Jeff Troy Derek Wyatt Clayton Cam Cody Dawson Parker Blake Vince
  Jaccob Will Patrick Shane Mike Dustin Jesse Tanner Garnet Brett Keegan Austin Reilly Jared Kirby Bowen
`);
const CANADIAN_LAST = words(`
  McDavid Crosby Stone Point Marchand Tkachuk Seguin Giroux Bergeron Toews Hall Barzal Nugent Byfield
  Bedard Wright Stamkos Couturier Perron Tavares Hamilton Doughty Pietrangelo Morrissey Sanheim Makar
  Dubois Hischier Benn Spurgeon Thomas Robertson Bennett Hayes Reinhart Cirelli Hagel Mangiapane
  Coleman Lucic Marner Sergachev Hyman Danault Gallagher Suzuki Caufield Dach Guhle Lafreniere Chabot
  Brown Tremblay Gagnon Roy Cote Bouchard Gauthier Morin Lavoie Fortin Gagne Ouellet Pelletier Belanger
  Levesque Bergeron Leblanc Paquette Girard Simard Boucher Caron Beaulieu Cloutier Dube Poirier Fournier
  MacKinnon MacLean MacDonald Campbell Fraser Murray Stewart Cameron Henderson Mackenzie Sutter Staal
  Fleury Lemieux Gretzky Messier Yzerman Sakic Lindros Iginla Shanahan Nedved Boyle Hunter Graves
`);
const AMERICAN_LAST = words(`
  Matthews Eichel Kane Hughes Larkin Werenski Fox Keller Boldy Zegras Cozens Tkachuk DeBrincat Miller
  Jones Smith Johnson Williams Davis Wilson Anderson Taylor Moore Jackson Martin Thompson White Harris
  Clark Lewis Walker Allen Young King Scott Green Baker Adams Nelson Hill Carlson Mitchell Roberts
  Turner Phillips Parker Evans Edwards Collins Stewart Morris Murphy Cook Rogers Morgan Cooper Peterson
  Bailey Reed Kelly Howard Ward Cox Richardson Wood Watson Brooks Bennett Gray Hayes Myers Ford
  Hamilton Sullivan Fitzgerald Donovan Keefe Quick Oshie Pavelski Suter Parise Kessel Trocheck Slavin
  Faulk McAvoy Sanderson Sturm Schmaltz Nyquist Hanifin Guentzel Tuch Thompson Perbix Lindgren Duhaime
`);
const SWEDISH_FIRST = words(`
  Erik Victor William Elias Lucas Oskar Rasmus Filip Gabriel Mattias Jesper Adrian Marcus Joel Emil
  Isak Hampus Linus Gustav Anton Oliver Axel Nils Albin Viktor Pontus Jonas Henrik Nicklas Daniel Carl
`);
const SWEDISH_LAST = words(`
  Karlsson Lindholm Hedman Forsberg Backstrom Nylander Ekholm Dahlin Raymond Brannstrom Andersson
  Johansson Nilsson Larsson Eriksson Olsson Persson Svensson Gustafsson Pettersson Jonsson Lindberg
  Holmberg Sandin Soderberg Lundqvist Sedin Zetterberg Lidstrom Fransson Kempe Lindgren Ekman Hoglander
`);
const FINNISH_FIRST = words(`
  Mikko Sebastian Aleksander Patrik Kaapo Roope Miro Juuse Teuvo Jesperi Esa Artturi Eeli Kasperi Joel
  Olli Ville Teemu Saku Jani Antti Tuukka Lauri Henri Joonas Rasmus Niko Otto Aatu Eetu
`);
const FINNISH_LAST = words(`
  Rantanen Barkov Aho Laine Kakko Heiskanen Puljujarvi Lehkonen Granlund Saros Lundell Kotkaniemi
  Virtanen Korhonen Nieminen Makinen Hamalainen Laine Heikkinen Koskinen Jarvinen Lehtonen Salo
  Kapanen Raty Tolvanen Kiviranta Niemela Maatta Hintz Vesalainen Honka Ristolainen Selanne Koivu
`);
const RUSSIAN_FIRST = words(`
  Alexander Evgeni Nikita Artemi Kirill Andrei Igor Ilya Vladimir Dmitri Sergei Pavel Ivan Yegor
  Vasily Mikhail Alexei Maxim Nikolai Denis Valeri Arseni Matvei Fyodor Danila Semyon Yaroslav
`);
const RUSSIAN_LAST = words(`
  Ovechkin Malkin Kucherov Panarin Kaprizov Tarasenko Kuznetsov Vasilevskiy Shesterkin Sorokin
  Svechnikov Buchnevich Michkov Demidov Zadorov Orlov Provorov Romanov Fedotov Nichushkin Gusev
  Ivanov Smirnov Kuznetsov Popov Sokolov Lebedev Kozlov Novikov Morozov Volkov Solovyov Vasiliev
`);
const CZECH_FIRST = words(`
  David Jakub Ondrej Tomas Martin Filip Radek Jan Dominik Lukas Pavel Vojtech Jiri Michal Roman
  Libor Petr Karel Adam Matej Ales Milan Marek Vaclav Zdenek
`);
const CZECH_LAST = words(`
  Pastrnak Necas Hertl Vrana Zacha Hronek Kubalik Palat Voracek Jagr Hasek Elias Hejda Chytil Kampf
  Novak Svoboda Dvorak Cerny Prochazka Kucera Vesely Horak Nemec Pokorny Marek Pospisil Hajek Kral
`);
const SLOVAK_FIRST = words(
  `Juraj Marian Zdeno Tomas Martin Simon Erik Pavol Richard Adam Samuel Dalibor Miroslav`,
);
const SLOVAK_LAST = words(`
  Slafkovsky Nemec Chara Gaborik Hossa Tatar Jurco Cernak Regenda Sekera Halak Handzus Stastny Kopecky
`);
const GERMAN_FIRST = words(
  `Leon Tim Moritz Lukas Dominik Tobias Marco Nico Philipp Korbinian Maximilian Felix`,
);
const GERMAN_LAST = words(
  `Draisaitl Seider Sturm Stutzle Grubauer Ehrhoff Holzer Kahun Reichel Peterka Muller Schmidt`,
);
const SWISS_FIRST = words(`Roman Nico Kevin Timo Nino Pius Janis Denis Luca Jonas Gaetan Sven`);
const SWISS_LAST = words(
  `Josi Hischier Fiala Meier Niederreiter Suter Moser Siegenthaler Kurashev Haas Genoni Andrighetto`,
);
const LATVIAN_FIRST = words(`Kaspars Elvis Rudolfs Zemgus Oskars Arturs Teodors Ralfs Dans Sandis`);
const LATVIAN_LAST = words(
  `Girgensons Merzlikins Balcers Bluegers Silovs Daugavins Abols Ozolins Kenins Smirnovs`,
);
const DANISH_FIRST = words(`Nikolaj Frederik Oliver Lars Mikkel Jonas Mads Frans Jannik`);
const DANISH_LAST = words(`Ehlers Bjorkstrand Andersen Eller Hansen Nielsen Jensen Bodker Regin Larsen`);

export const COUNTRY_POOLS: readonly CountryPool[] = [
  { code: 'CAN', weight: 42, first: NORTH_AMERICAN_FIRST, last: CANADIAN_LAST },
  { code: 'USA', weight: 27, first: NORTH_AMERICAN_FIRST, last: AMERICAN_LAST },
  { code: 'SWE', weight: 8, first: SWEDISH_FIRST, last: SWEDISH_LAST },
  { code: 'FIN', weight: 5, first: FINNISH_FIRST, last: FINNISH_LAST },
  { code: 'RUS', weight: 5, first: RUSSIAN_FIRST, last: RUSSIAN_LAST },
  { code: 'CZE', weight: 4, first: CZECH_FIRST, last: CZECH_LAST },
  { code: 'SVK', weight: 2, first: SLOVAK_FIRST, last: SLOVAK_LAST },
  { code: 'GER', weight: 2, first: GERMAN_FIRST, last: GERMAN_LAST },
  { code: 'SUI', weight: 2, first: SWISS_FIRST, last: SWISS_LAST },
  { code: 'LAT', weight: 2, first: LATVIAN_FIRST, last: LATVIAN_LAST },
  { code: 'DEN', weight: 1, first: DANISH_FIRST, last: DANISH_LAST },
];
export const COUNTRY_WEIGHTS: readonly number[] = COUNTRY_POOLS.map((c) => c.weight);
