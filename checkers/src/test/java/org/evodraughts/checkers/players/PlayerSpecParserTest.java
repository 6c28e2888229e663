package org.evodraughts.checkers.players;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.MctsSettings;
import org.evodraughts.checkers.search.SearchSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PlayerSpecParserTest {
    private final PlayerSpecParser parser = PlayerSpecParser.baselines();

    @ParameterizedTest(name = "{0} {1} -> {2}")
    @CsvSource(nullValues = "-", value = {
            "random, -, random",
            "greedy, -, greedy",
            "heuristic:6, -, heuristic:6",
            "heuristic, -, heuristic:4",
            "heuristic, minimax:2, heuristic:2",
            "heuristic, mcts:2000, heuristic (mcts:2000)",
            "heuristic, 'minimax:20,time=2s', 'heuristic (minimax:20,time=2s)'",
            "' heuristic:1 ', -, heuristic:1"})
    void namesThePlayerAfterItsEvaluatorAndSearch(String player, String search, String name) throws IOException {
        PlayerSpec spec = parser.parse(player, search);
        assertEquals(name, spec.name());
        assertEquals(name, spec.newPlayer().name());
    }

    @Test
    void makesAFreshPlayerEachTime() throws IOException {
        PlayerSpec spec = parser.parse("heuristic:2", null);
        assertTrue(spec.newPlayer() != spec.newPlayer());
        assertInstanceOf(SearchPlayer.class, spec.newPlayer());
        assertInstanceOf(RandomPlayer.class, parser.parse("random", null).newPlayer());
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(nullValues = "-", value = {
            "rnadom, -, unknown player 'rnadom'; expected random, greedy, heuristic or heuristic:DEPTH",
            "random, minimax:3, player 'random' does not search",
            "heuristic:x, -, DEPTH 'x' is not a whole number",
            "heuristic:0, -, minimax depth must be 1–64, got 0",
            "heuristic:4, mcts:100, already fixes its search",
            "heuristic, minimax:two, depth 'two' is not a whole number",
            "heuristic, alphabeta:3, unknown kind 'alphabeta'",
            "'', -, player name is empty"})
    void refusesBadNamesWithAClearMessage(String player, String search, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parser.parse(player, search));
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void asksResolversForOtherNamesAndListsThemInErrors() throws IOException {
        Evaluator flat = (b, w, k, s) -> 0.0;
        EvaluatorResolver files = new EvaluatorResolver() {
            @Override
            public Optional<Evaluator> resolve(String name) {
                return name.endsWith(".json") ? Optional.of(flat) : Optional.empty();
            }

            @Override
            public String describe() {
                return "a network file (*.json)";
            }
        };
        PlayerSpecParser withFiles = new PlayerSpecParser(List.of(files));
        assertEquals("champion.json (minimax:4)", withFiles.parse("champion.json", null).name());
        assertEquals("champion.json (mcts:100)", withFiles.parse("champion.json", "mcts:100").name());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> withFiles.parse("x.txt", null));
        assertTrue(e.getMessage().endsWith("or a network file (*.json)"), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "minimax:4", "minimax:time=2s", "minimax:12,time=500ms,threads=2,tt=22",
            "mcts:2000", "mcts:time=1s", "mcts:500,time=2s,c=0.5,playout=8,batch=16,trees=4,threads=2"})
    void searchSettingsReadBackWhatTheyWrite(String text) {
        SearchSettings settings = SearchSettings.parse(text);
        assertEquals(text, settings.describe());
        assertEquals(settings, SearchSettings.parse(settings.describe()));
    }

    @Test
    void searchSettingsHaveTheirDocumentedDefaults() {
        assertEquals(AlphaBetaSettings.depth(4), SearchSettings.parse("minimax:4"));
        assertEquals(AlphaBetaSettings.MAX_DEPTH, ((AlphaBetaSettings) SearchSettings.parse("minimax:time=1s")).maxDepth());
        assertEquals(MctsSettings.iterations(300), SearchSettings.parse("mcts:300"));
        assertEquals(6, MctsSettings.iterations(300).playoutPlies());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "minimax; has no settings after the kind",
            "minimax:; depth '' is not a whole number",
            "minimax:4,time=2; needs a unit",
            "minimax:4,time=-1s; must be positive",
            "minimax:time=99999999999999s; '99999999999999s' is too large",
            "mcts:1000000000000; iterations '1000000000000' is too large",
            "minimax:4,depth=5; unknown minimax setting 'depth'",
            "minimax:4,threads=2,threads=3; 'threads' is given twice",
            "minimax:threads=2; needs a depth or a time",
            "mcts:0; iterations must be at least 1",
            "mcts:100,c=abc; c 'abc' is not a number",
            "mcts:100,batch=0; mcts batch must be 1–4096",
            "mcts:100,fast; 'fast' must be KEY=VALUE"})
    void searchSettingsRefuseBadTextWithAClearMessage(String text, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SearchSettings.parse(text));
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }
}
