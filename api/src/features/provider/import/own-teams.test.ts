import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ownTeamsLeftOut, ownTeamsRefusal } from './own-teams';

describe('own teams left out of an import', () => {
  it('warns only when teams are added while own teams stay unlinked', () => {
    assert.equal(ownTeamsLeftOut([], 12), null);
    assert.equal(ownTeamsLeftOut(['Zebras'], 0), null);
    assert.deepEqual(ownTeamsLeftOut(['Zebras', 'Antelopes'], 12), { unlinked: ['Antelopes', 'Zebras'], newTeams: 12 });
  });

  it('names the teams and both ways on', () => {
    assert.equal(
      ownTeamsRefusal({ unlinked: ['Antelopes', 'Zebras'], newTeams: 12 }, 'Yahoo'),
      "The league has 2 teams no Yahoo team is linked to (Antelopes, Zebras). Link them to their Yahoo teams in Settings' Link Teams card first, or choose to add Yahoo's 12 teams beside the league's own.",
    );
  });
});
