import { NFL_TEAMS, type NflTeam } from 'shared-contracts';

/** The 32 NFL team abbreviations come from the contracts: the seed spells them as the app accepts them. */
export { NFL_TEAMS, type NflTeam };

/** What a team defense is called in the player book, e.g. 'Green Bay Defense'. */
export const NFL_DEFENSE_NAMES: Record<NflTeam, string> = {
  Ari: 'Arizona Defense', Atl: 'Atlanta Defense', Bal: 'Baltimore Defense', Buf: 'Buffalo Defense',
  Car: 'Carolina Defense', Chi: 'Chicago Defense', Cin: 'Cincinnati Defense', Cle: 'Cleveland Defense',
  Dal: 'Dallas Defense', Den: 'Denver Defense', Det: 'Detroit Defense', GB: 'Green Bay Defense',
  Hou: 'Houston Defense', Ind: 'Indianapolis Defense', Jax: 'Jacksonville Defense', KC: 'Kansas City Defense',
  LV: 'Las Vegas Defense', LAC: 'Los Angeles Chargers Defense', LAR: 'Los Angeles Rams Defense', Mia: 'Miami Defense',
  Min: 'Minnesota Defense', NE: 'New England Defense', NO: 'New Orleans Defense', NYG: 'New York Giants Defense',
  NYJ: 'New York Jets Defense', Phi: 'Philadelphia Defense', Pit: 'Pittsburgh Defense', SF: 'San Francisco Defense',
  Sea: 'Seattle Defense', TB: 'Tampa Bay Defense', Ten: 'Tennessee Defense', Was: 'Washington Defense',
};

/** Invented names: first and last names combine into players who do not exist. */
export const FIRST_NAMES = [
  'Aaron', 'Adrian', 'Alvin', 'Andre', 'Antonio', 'Austin', 'Blake', 'Brandon', 'Brock', 'Caleb', 'Cameron', 'Carson',
  'Chase', 'Christian', 'Cody', 'Colby', 'Cooper', 'Dalton', 'Damien', 'Darius', 'Dante', 'Derek', 'Devin', 'Dexter',
  'Dominic', 'Drew', 'Elijah', 'Emmett', 'Evan', 'Garrett', 'Grady', 'Hunter', 'Isaiah', 'Jabari', 'Jalen', 'Jamal',
  'Jarrett', 'Javon', 'Jaylen', 'Jordan', 'Josiah', 'Julian', 'Kareem', 'Keenan', 'Kendall', 'Khalil', 'Kyler', 'Lamar',
  'Landon', 'Logan', 'Malik', 'Marcus', 'Mason', 'Micah', 'Miles', 'Nolan', 'Omar', 'Parker', 'Quentin', 'Reggie',
  'Rashad', 'Ryder', 'Sawyer', 'Terrell', 'Tobias', 'Travon', 'Tristan', 'Tyrell', 'Wade', 'Xavier', 'Zach', 'Zion',
] as const;

export const LAST_NAMES = [
  'Abernathy', 'Ashford', 'Banks', 'Barlow', 'Beckett', 'Bellamy', 'Booker', 'Bradshaw', 'Calloway', 'Carver',
  'Chambers', 'Coleman', 'Crenshaw', 'Dawkins', 'Delacroix', 'Drummond', 'Easley', 'Ellison', 'Fairbanks', 'Fontaine',
  'Gaines', 'Garrison', 'Griffin', 'Hadley', 'Hammond', 'Hargrove', 'Holloway', 'Hutchins', 'Ingram', 'Jamison',
  'Kendrick', 'Kingsley', 'Langford', 'Lockett', 'Maddox', 'Mercer', 'Merritt', 'Montague', 'Nash', 'Oakley',
  'Ogden', 'Pemberton', 'Prescott', 'Quarles', 'Radcliffe', 'Ramsey', 'Redmond', 'Rhodes', 'Rowland', 'Sampson',
  'Sheffield', 'Slater', 'Stafford', 'Sutton', 'Tatum', 'Thornton', 'Underwood', 'Vance', 'Waller', 'Whitfield',
  'Winslow', 'Yarbrough', 'Young', 'Zeller', 'Blackwell', 'Castillo', 'Dunbar', 'Everett', 'Foster', 'Gentry',
] as const;
