// Seed: the Nim section of the blog post "博弈论 get !" (../shared/seeds/003_3370cd6139e6f1a0.txt).
// Verbatim but for what the post leaves out to compile: the includes, `using namespace std;` and
// the declarations of T, n, a, ans.
#include <iostream>
using namespace std;
int T, n, a, ans;

int main(void)
{
    cin >> T;
    while(T--)
    {
        cin >> n;
        ans = 0;
        for(int i=1;i<=n;i++)
        {
            cin >> a;
            ans = ans ^ a;
        }
        if(ans) cout << "Yes" << endl;
        else    cout << "No"  << endl;
    }
    return 0;
}
