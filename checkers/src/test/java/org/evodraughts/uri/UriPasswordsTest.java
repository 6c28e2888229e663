package org.evodraughts.uri;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class UriPasswordsTest {
    @Test
    void aPasswordIsHiddenAndTheRestKept() {
        assertEquals("mongodb://ann:***@db.example:27017/runs?authSource=admin",
                UriPasswords.hide("mongodb://ann:s3cr:et@db.example:27017/runs?authSource=admin"));
        assertEquals("mongodb+srv://ann:***@cluster0.example/", UriPasswords.hide("mongodb+srv://ann:pw@cluster0.example/"));
    }

    @Test
    void aMistypedOrForeignUriHidesItsPasswordToo() {
        assertEquals("mongodb:/ann:***@host", UriPasswords.hide("mongodb:/ann:pw@host"));
        assertEquals("http://ann:***@host", UriPasswords.hide("http://ann:pw@host"));
        assertEquals("ann:***@host", UriPasswords.hide("ann:pw@host"));
    }

    @Test
    void aUriWithoutAPasswordIsUnchanged() {
        for (String uri : new String[] {"mongodb://localhost", "mongodb://ann@host/db", "mongodb://host:27017/db", ""}) {
            assertEquals(uri, UriPasswords.hide(uri));
            assertFalse(UriPasswords.isHidden(uri), uri);
        }
    }

    @Test
    void onlyTheStarsThatHideWritesCountAsHidden() {
        String hidden = UriPasswords.hide("mongodb://ann:pw@host/db");
        assertTrue(UriPasswords.isHidden(hidden));
        assertFalse(UriPasswords.isHidden("mongodb://ann:pw@host/db"));
        assertFalse(UriPasswords.isHidden("mongodb://ann:x***@host/db"), "a password that only ends in stars logs in");
    }
}
