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

    /**
     * The forms that showed a password before: one holding a '/' or '?' (the driver cuts it
     * there, and so did the hiding), written with an '@', or given as an option of the query.
     */
    @Test
    void aPasswordHoldingSlashesAtSignsOrGivenInTheQueryIsHiddenToo() {
        assertEquals("mongodb://u:***@host/db", UriPasswords.hide("mongodb://u:s3cr/t+k3y==@host/db"));
        assertEquals("mongodb://u:***@host/db", UriPasswords.hide("mongodb://u:s3cr?t@k3y@host/db"));
        assertEquals("mongodb://u:***@host/db", UriPasswords.hide("mongodb://u:p%40ss%2Fw@host/db"));
        assertEquals("mongodb://host/db?authSource=admin&password=***&w=1",
                UriPasswords.hide("mongodb://host/db?authSource=admin&password=s3cr/et&w=1"));
        assertEquals("mongodb://h/?tlsCertificateKeyFilePassword=***", UriPasswords.hide("mongodb://h/?tlsCertificateKeyFilePassword=pw"));
        assertEquals("mongodb://u:***@h/?authMechanismProperties=AWS_SESSION_TOKEN:***,X:y",
                UriPasswords.hide("mongodb://u:pw@h/?authMechanismProperties=AWS_SESSION_TOKEN:t0k3n,X:y"));
        assertTrue(UriPasswords.hasPasswordOption("mongodb://h/?PWD=x"));
        assertFalse(UriPasswords.hasPasswordOption("mongodb://u:password@h/?w=1"));
    }

    @Test
    void everyUriInATextIsHidden() {
        assertEquals("Unknown options: '--mongo-url', 'mongodb://u:***@h/db' and mongodb://a:***@b",
                UriPasswords.hideIn("Unknown options: '--mongo-url', 'mongodb://u:s3cr/t@h/db' and mongodb://a:pw@b"));
        String plain = "run r1 (seed=3, 4 champions) in runs/r1";
        assertEquals(plain, UriPasswords.hideIn(plain));
    }
}
