package org.evodraughts.checkers.players;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TimeControlTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "5m+2s, 300000, 2000, 5m+2s",
            "90s, 90000, 0, 90s",
            "' 1h+10s ', 3600000, 10000, 1h+10s",
            "2m+500ms, 120000, 500, 2m+500ms",
            "1.5s+0s, 1500, 0, 1500ms",
            "0.5m+0.25s, 30000, 250, 30s+250ms",
            "120s+60s, 120000, 60000, 2m+1m"})
    void readsBasePlusIncrement(String text, long baseMillis, long incrementMillis, String described) {
        TimeControl control = TimeControl.parse(text);
        assertEquals(Duration.ofMillis(baseMillis), control.base());
        assertEquals(Duration.ofMillis(incrementMillis), control.increment());
        assertEquals(described, control.describe());
        assertEquals(control, TimeControl.parse(control.describe()));
    }

    @ParameterizedTest(name = "[{index}] ''{0}''")
    @CsvSource(delimiter = '|', value = {
            "''         | clock is empty; expected BASE[+INCREMENT], e.g. 5m+2s",
            "5          | clock '5': '5' needs a unit (ms, s, m or h); expected BASE[+INCREMENT], e.g. 5m+2s",
            "5x         | clock '5x': '5x' needs a unit (ms, s, m or h)",
            "5m+        | clock '5m+': the increment after '+' is missing; expected BASE[+INCREMENT], e.g. 5m+2s",
            "+2s        | clock '+2s': the base time before '+' is missing; expected BASE[+INCREMENT], e.g. 5m+2s",
            "99999999999999h | clock '99999999999999h': '99999999999999h' is too long (at most 24h)",
            "5m+99999999999999s | clock '5m+99999999999999s': '99999999999999s' is too long (at most 24h)",
            "-5m        | clock '-5m': '-5m' is not a number with a unit (ms, s, m or h)",
            "5m+2s+1s   | clock '5m+2s+1s': '2s+1s' is not a number with a unit (ms, s, m or h)",
            "1e3s       | clock '1e3s': '1e3s' is not a number with a unit (ms, s, m or h)",
            "0s         | clock '0s': a clock's base time must be 1ms–24h, got 0s",
            "25h        | clock '25h': a clock's base time must be 1ms–24h, got 25h",
            "5m+2h      | clock '5m+2h': a clock's increment must be 0–1h, got 2h"})
    void refusesBadTextInOneLineThatSaysWhy(String text, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TimeControl.parse(text));
        assertTrue(e.getMessage().startsWith(message), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void readsAClockAsMinutesSecondsAndTenths() {
        assertEquals("4:58.2", TimeControl.reading(Duration.ofMillis(298_250)));
        assertEquals("0:00.0", TimeControl.reading(Duration.ofMillis(-40)));
        assertEquals("1:02:03.4", TimeControl.reading(Duration.ofMillis(3_723_400)));
    }
}
