package org.evodraughts.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalInt;
import org.evodraughts.checkers.match.MatchTally;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.RandomPlayer;
import org.junit.jupiter.api.Test;

class LadderReportTest {
    private static LadderPlayer player(String name, OptionalInt generation) {
        return new LadderPlayer(name, generation, new PlayerSpec(name, RandomPlayer::new));
    }

    private static LadderResult result() {
        List<LadderPlayer> players = List.of(player("random", OptionalInt.empty()),
                player("heuristic/mcts:100,c=0.5", OptionalInt.empty()), player("g4", OptionalInt.of(4)));
        ResultTable table = new ResultTable(players.stream().map(LadderPlayer::name).toList());
        table.add(1, 0, new MatchTally(6, 2, 2));
        table.add(2, 0, new MatchTally(5, 0, 5));
        table.add(2, 1, new MatchTally(3, 1, 6));
        return Ladder.result(players, table, 0, 0, 0);
    }

    /** The reader beside the writer: what the web shows is what was written, a name with a comma included. */
    @Test
    void theCsvReadsBackAsWritten() {
        LadderResult result = result();
        List<LadderReport.Line> lines = LadderReport.parse(LadderReport.csv(result));
        assertEquals(result.rows().stream().map(r -> r.player().name()).toList(),
                lines.stream().map(LadderReport.Line::player).toList());
        LadderReport.Line h = lines.get(1);
        Rating rating = result.rows().get(1).rating();
        assertEquals(rating.elo(), h.elo(), 0.05);
        assertEquals(rating.high(), h.high(), 0.05);
        assertEquals(20, h.games());
        assertEquals(13.5, h.points());
        assertEquals(0.675, h.score());
        assertEquals(null, h.generation());
        assertEquals(4, lines.get(2).generation());
        assertEquals(List.of(), LadderReport.parse(LadderReport.HEADER + "\ng5,5,12.0,half-written"));
    }

    @Test
    void theCsvHasOneLinePerPlayerAndQuotesNamesWithCommas() {
        LadderResult result = result();
        List<String> lines = LadderReport.csv(result).lines().toList();
        assertEquals(LadderReport.HEADER, lines.get(0));
        assertEquals("random,,0.0,0.0,0.0,0.0,20,8,0.4000", lines.get(1));
        Rating h = result.rows().get(1).rating();
        assertEquals(String.format(java.util.Locale.ROOT, "\"heuristic/mcts:100,c=0.5\",,%.1f,%.1f,%.1f,%.1f,20,13.5,0.6750",
                h.elo(), h.low(), h.high(), h.standardError()), lines.get(2));
        assertEquals("g4,4,", lines.get(3).substring(0, 5));
        assertEquals(4, lines.size());
    }
}
