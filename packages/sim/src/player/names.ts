// Name pools for generated players, weighted like an NHL dressing room by birth country. Common given
// names and surnames of each country, none a surname that alone points at one famous player; the
// generator still refuses any first + last pair that is a real player's (real-nhl-names.ts).
// Stored as space-separated words so the pools stay readable; split once on load.
export interface CountryPool {
  code: string;
  weight: number;
  first: readonly string[];
  last: readonly string[];
}

const words = (text: string): readonly string[] => text.trim().split(/\s+/);

const NORTH_AMERICAN_FIRST = words(`
  Connor Nathan Brayden Tyler Ryan Brad Jordan Mark Cole Dylan Travis Evan Zach Jake Josh Logan Owen
  Carter Liam Noah Ethan Mason Hunter Quinn Jack Matthew Brady Adam Kyle Alex Max Jonathan Brendan Sam
  Taylor Brock Nick Morgan Thomas Drew Jamie Colton Jason Trevor Ben Luke Chris Seth Jeff Troy Derek
  Wyatt Clayton Cam Cody Dawson Parker Blake Vince Will Patrick Shane Mike Dustin Jesse Tanner Brett
  Keegan Austin Reilly Jared Kirby Bowen Aiden Brody Caleb Riley Garrett Mitchell Spencer Curtis Dean
  Graham Declan Griffin Landon Nolan Reid Tristan Colby Jaxon Easton Dalton Grady Kieran Devin Marcus
`);
const CANADIAN_LAST = words(`
  Brown Tremblay Gagnon Roy Cote Bouchard Gauthier Morin Lavoie Fortin Gagne Ouellet Pelletier Belanger
  Levesque Leblanc Paquette Girard Simard Boucher Caron Beaulieu Cloutier Dube Poirier Fournier Bergeron
  MacLean MacDonald Campbell Fraser Murray Stewart Cameron Henderson Mackenzie Hunter Graves Wright
  Hall Thomas Robertson Bennett Hayes Coleman Wilson Martin Taylor Anderson Smith Reid Ross Grant
  Morrison Sinclair McKay McLeod Chisholm Doucet Arsenault Cormier Landry Richard Thibault Desjardins
  Lapointe Marchand Brunet Vachon Labelle Mercier Dufour Lachance Gervais Turcotte Savoie Barrett
  Kennedy Duncan Walsh Power Dunphy Kerr Burke Lowe Crawford Harvey Fleming Baird Munro Cairns McNeil
`);
const AMERICAN_LAST = words(`
  Jones Smith Johnson Williams Davis Wilson Anderson Taylor Moore Jackson Martin Thompson White Harris
  Clark Lewis Walker Allen Young King Scott Green Baker Adams Nelson Hill Carlson Mitchell Roberts
  Turner Phillips Parker Evans Edwards Collins Stewart Morris Murphy Cook Rogers Morgan Cooper Peterson
  Bailey Reed Kelly Howard Ward Cox Richardson Wood Watson Brooks Bennett Gray Hayes Myers Ford
  Hamilton Sullivan Fitzgerald Donovan Keefe Hughes Miller Larson Olson Swanson Lindgren Hanson
  Schultz Becker Novak Sorensen Kowalski Brennan Callahan Gallagher Doherty Flanagan Driscoll Shea
  Harrington Whitaker Caldwell Sheridan Holloway Pearson Lawson Barnes Bishop Dalton Foley Ryder
`);
const SWEDISH_FIRST = words(`
  Erik Victor William Elias Lucas Oskar Rasmus Filip Gabriel Mattias Jesper Adrian Marcus Joel Emil
  Isak Hampus Linus Gustav Anton Oliver Axel Nils Albin Viktor Pontus Jonas Henrik Nicklas Daniel Carl
  Ludvig Melker Hugo Theo Alvin Edvin Sixten Olle Arvid Noel Jakob Fredrik Johan Mikael Simon
`);
const SWEDISH_LAST = words(`
  Karlsson Lindholm Andersson Johansson Nilsson Larsson Eriksson Olsson Persson Svensson Gustafsson
  Pettersson Jonsson Lindberg Holmberg Soderberg Fransson Lindgren Ekman Jansson Hansson Bengtsson
  Lindqvist Sandberg Berglund Sjoberg Wallin Engstrom Lundgren Forslund Nystrom Hedlund Lofgren
  Holmqvist Bergstrom Axelsson Stromberg Dahlgren Akesson Norberg Lundin Sundberg Blomqvist Ekberg
`);
const FINNISH_FIRST = words(`
  Mikko Sebastian Aleksander Patrik Kaapo Roope Miro Juuso Teuvo Jesperi Esa Artturi Eeli Kasperi Joel
  Olli Ville Teemu Saku Jani Antti Tuukka Lauri Henri Joonas Rasmus Niko Otto Aatu Eetu Veeti Onni
  Elias Leevi Topi Jere Sami Tommi Jussi Petteri Valtteri Markus Ilkka
`);
const FINNISH_LAST = words(`
  Virtanen Korhonen Nieminen Makinen Hamalainen Heikkinen Koskinen Jarvinen Lehtonen Salo Laine
  Niemela Kiviranta Heinonen Lehtinen Saarinen Salminen Rantala Karjalainen Tuominen Laaksonen
  Mattila Hyvonen Ahonen Kinnunen Seppala Leinonen Savolainen Manninen Hakala Laitinen Vainio
  Toivonen Kallio Peltonen Lindroos Hiltunen Rasanen Aaltonen Valtonen Hirvonen Ojala Suominen
`);
const RUSSIAN_FIRST = words(`
  Alexander Evgeni Nikita Artemi Kirill Andrei Igor Ilya Vladimir Dmitri Sergei Pavel Ivan Yegor
  Vasily Mikhail Alexei Maxim Nikolai Denis Valeri Arseni Matvei Fyodor Danila Semyon Yaroslav
  Roman Anton Timofei Gleb Stepan Bogdan Arkadi Konstantin Ruslan
`);
const RUSSIAN_LAST = words(`
  Ivanov Smirnov Kuznetsov Popov Sokolov Lebedev Kozlov Novikov Morozov Volkov Solovyov Vasiliev
  Petrov Fedorov Mikhailov Belov Tarasov Komarov Orlov Kiselev Makarov Andreev Zakharov Zaitsev
  Borisov Yakovlev Grigoriev Romanov Vorobyov Sergeev Frolov Alexandrov Dmitriev Korolev Gusev
  Titov Kuzmin Baranov Nikitin Medvedev Antonov Davydov Zhukov Belyaev Gromov
`);
const CZECH_FIRST = words(`
  David Jakub Ondrej Tomas Martin Filip Radek Jan Dominik Lukas Pavel Vojtech Jiri Michal Roman
  Libor Petr Karel Adam Matej Ales Milan Marek Vaclav Zdenek Stanislav Daniel Josef
`);
const CZECH_LAST = words(`
  Novak Svoboda Dvorak Cerny Prochazka Kucera Vesely Horak Nemec Pokorny Marek Pospisil Hajek Kral
  Jelinek Ruzicka Benes Fiala Sedlacek Dolezal Zeman Kolar Navratil Cermak Urban Vanek Blaha Kriz
  Kovar Bartos Kopecky Holub Simek Konecny Maly Stepanek Sykora Vlcek Polak Musil Skala
`);
const SLOVAK_FIRST = words(
  `Juraj Marian Tomas Martin Simon Erik Pavol Richard Adam Samuel Dalibor Miroslav Matus Lubos Branislav`,
);
const SLOVAK_LAST = words(`
  Horvath Kovac Varga Toth Nagy Balaz Szabo Molnar Lukac Polak Kral Sloboda Hudak Kollar Bartko
  Oravec Gajdos Sedlak Urban Durica Mraz Galik Benko Hrnciar
`);
const GERMAN_FIRST = words(
  `Leon Tim Moritz Lukas Dominik Tobias Marco Nico Philipp Korbinian Maximilian Felix Jonas Yannick Fabian`,
);
const GERMAN_LAST = words(`
  Muller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Richter Klein Wolf
  Neumann Schwarz Zimmermann Braun Kruger Hartmann Lange Werner Krause Lehmann Kaiser Fuchs Vogel
`);
const SWISS_FIRST = words(
  `Roman Nico Kevin Timo Nino Pius Janis Denis Luca Jonas Gaetan Sven Reto Damien Yannick`,
);
const SWISS_LAST = words(`
  Meier Moser Haas Keller Brunner Baumann Frei Gerber Widmer Steiner Zurcher Kuhn Bachmann Wyss
  Schmid Graf Hofer Bosshard Ammann Egli Zbinden Rochat Favre
`);
const LATVIAN_FIRST = words(
  `Kaspars Elvis Rudolfs Zemgus Oskars Arturs Teodors Ralfs Dans Sandis Janis Edgars Roberts`,
);
const LATVIAN_LAST = words(
  `Berzins Kalnins Ozols Jansons Liepins Krumins Balodis Zarins Vitols Abols Ozolins Kenins Lacis Freimanis`,
);
const DANISH_FIRST = words(
  `Nikolaj Frederik Oliver Lars Mikkel Jonas Mads Frans Jannik Kasper Rasmus Morten Emil`,
);
const DANISH_LAST = words(
  `Andersen Hansen Nielsen Jensen Larsen Pedersen Christensen Sorensen Rasmussen Jorgensen Madsen Kristensen`,
);

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
